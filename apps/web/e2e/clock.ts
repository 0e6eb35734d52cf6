/**
 * The instant the journeys' servers start their clock on (playwright.config.ts passes it as
 * CLOCK_START). A Tuesday in mid-May, far from any daylight-saving change, at noon UTC: morning in
 * New York, evening in Tokyo, so no journey crosses a local midnight while it runs.
 */
export const CLOCK_START = '2026-05-12T12:00:00Z';
