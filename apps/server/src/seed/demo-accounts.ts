/** The password of every demo sign-in (documented in the README). */
export const DEMO_PASSWORD = 'golf-demo-2026';

export const DEMO_EMAILS = {
  player: 'player@example.com',
  playerJp: 'player.jp@example.com',
  parent: 'parent@example.com',
  simulator: 'simulator@example.com',
  simulatorCoach: 'simulator.coach@example.com',
  adminCoach: 'coach.admin@example.com',
} as const;
