// What other areas may use of the launch-monitor sessions: starting a session with
// shots (skill challenges upload theirs), its first shots, marking one scored, and the caller's units.
export { recentSessionJson, type RecentSessionJson } from './recent-session.ts';
export { addShots, createSession, firstShotsOf, markScored, type NewShot, type Tx } from './sessions.ts';
export { ownActivity } from './activities.service.ts';
export { playerSettingsJson, playerUnits, settingsOf, type PlayerUnits } from './player-settings.ts';
export { TO_MPH, TO_YARDS, type Converter } from './units.ts';
