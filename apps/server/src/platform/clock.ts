/**
 * The one source of "now" for services, jobs and the seed. Production runs on the system clock;
 * tests pass a clock they move by hand; the browser journeys' server starts on a fixed day
 * (CLOCK_START) and runs at real speed from there, so their calendars never depend on the date
 * they run.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs at real speed from it. */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (next) => {
      at = next.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}
