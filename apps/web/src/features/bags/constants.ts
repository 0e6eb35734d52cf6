// Copied from @golf/contracts (a test checks they agree) to keep TypeBox out of the bundle.

/** The rules of golf allow 14 clubs in play. */
export const CLUBS_IN_PLAY_LIMIT = 14;
/** L ladies, A senior, R regular, S stiff, X extra stiff. */
export const FLEXES = ['L', 'A', 'R', 'S', 'X'] as const;
export type Flex = (typeof FLEXES)[number];
