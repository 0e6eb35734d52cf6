import { describe, expect, it } from 'vitest';
import { ServiceError } from '../platform/errors.ts';
import { allTransitions, type Lifecycle } from '../platform/lifecycle.ts';

/** One row of a lifecycle's table, set up by the test, and the domain's one function that moves it. */
export interface LifecycleSubject<S extends string, E extends string> {
  /** Puts the test row in `state` (the test's own write, standing in for the path that got it there). */
  place(state: S): Promise<void>;
  /** Moves the test row by `event` from `from` through the domain's move function, outside any transaction: the moved row, or null. */
  move(from: S, event: E): Promise<object | null>;
  /** The row's state as stored. */
  read(): Promise<S>;
}

const RACERS = 8;

/**
 * The proof every lifecycle owes: each move the table allows works, each one it does not allow is
 * refused with a 409 and changes nothing, and many requests moving the row from one state at once
 * leave exactly one winner (the others are told someone moved it first).
 */
export function describeLifecycle<S extends string, E extends string>(
  name: string,
  lifecycle: Lifecycle<S, E>,
  events: readonly E[],
  subject: () => LifecycleSubject<S, E>,
): void {
  const allowed = allTransitions(lifecycle.transitions);
  const states = Object.keys(lifecycle.transitions) as S[];
  const refused = states.flatMap((from) => events.filter((event) => lifecycle.next(from, event) === null).map((event) => ({ from, event })));

  describe(`${name} lifecycle`, () => {
    it.each(allowed)('$from --$event--> $to', async ({ from, event, to }) => {
      const s = subject();
      await s.place(from);
      expect(await s.move(from, event)).not.toBeNull();
      expect(await s.read()).toBe(to);
    });

    it.each(refused)('refuses $event from $from and leaves it $from', async ({ from, event }) => {
      const s = subject();
      await s.place(from);
      const error = await s.move(from, event).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ kind: 'conflict', opts: { data: { reason: 'transition', state: from, event } } });
      expect((error as Error).message).toMatch(/Reload it to see where it stands\.$/);
      expect(await s.read()).toBe(from);
    });

    it.each(allowed.filter((t) => t.from !== t.to))(`${RACERS} concurrent $event moves from $from: one wins`, async ({ from, event, to }) => {
      const s = subject();
      await s.place(from);
      const results = await Promise.all(Array.from({ length: RACERS }, () => s.move(from, event)));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await s.read()).toBe(to);
    });
  });
}
