import { clockStartingAt, type Clock } from '../platform/clock.ts';

/**
 * The instant the server suite's demo data is seeded around and every test server's clock starts
 * on (the journeys' CLOCK_START, apps/web/e2e/clock.ts): a Tuesday in mid-May at noon UTC, far
 * from daylight-saving changes and local midnights. No test depends on the date it runs; a test
 * reads "now" from its app's clock (`t.clock.now()`), never from the machine.
 */
export const SUITE_START = new Date('2026-05-12T12:00:00Z');

/** A clock that reads SUITE_START when made and runs at real speed from there. */
export function suiteClock(): Clock {
  return clockStartingAt(SUITE_START);
}
