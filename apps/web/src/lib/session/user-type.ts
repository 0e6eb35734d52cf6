/** The spec's user types: 3 simulator, 2 simulator plus coach, 1 every other player. */
export type UserType = 1 | 2 | 3;

export const USER_TYPE = { normal: 1, simulatorCoach: 2, simulator: 3 } as const;

/** Maps a profile's `type` to a user type; anything unknown is a normal player. */
export function toUserType(profileType: number | null | undefined): UserType {
  if (profileType === 3) return 3;
  if (profileType === 2) return 2;
  return 1;
}
