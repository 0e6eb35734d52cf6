import { ServiceError } from './errors.ts';

/**
 * A lifecycle's transition table: for each state, the events it answers and the state each event
 * leads to. A state with no events is final. Each domain keeps its table beside the one function
 * that moves its rows (`<domain>-lifecycle.ts`); this file only reads tables.
 */
export type Transitions<S extends string, E extends string> = { readonly [From in S]: { readonly [On in E]?: S } };

export interface Lifecycle<S extends string, E extends string> {
  readonly transitions: Transitions<S, E>;
  /** The state `event` moves a row in state `from` to, or null when the table does not allow it. */
  next(from: S, event: E): S | null;
  /** The state `event` leads to from `from`, or a 'conflict' a person can act on (reload, see where it stands). */
  target(from: S, event: E): S;
}

/**
 * Builds a lifecycle from its table. `noun` names the thing ("club order"); `doing` words each event
 * as what the refusal says cannot happen ("be shipped"). The refusal carries the state and the event
 * in `data`, so a client can word it in its reader's language.
 */
export function lifecycle<S extends string, E extends string>(
  noun: string,
  transitions: Transitions<S, E>,
  doing: { readonly [On in E]: string },
): Lifecycle<S, E> {
  const next = (from: S, event: E): S | null => transitions[from]?.[event] ?? null;
  return {
    transitions,
    next,
    target(from, event) {
      const to = next(from, event);
      if (to !== null) return to;
      throw new ServiceError('conflict', `A ${noun} that is ${from.replace(/_/g, ' ')} cannot ${doing[event]}. Reload it to see where it stands.`, {
        data: { reason: 'transition', state: from, event },
      });
    },
  };
}

/** Every (from, event, to) the table allows: what a lifecycle's tests walk through. */
export function allTransitions<S extends string, E extends string>(transitions: Transitions<S, E>): { from: S; event: E; to: S }[] {
  return Object.entries(transitions).flatMap(([from, events]) =>
    Object.entries(events as Record<string, S>).map(([event, to]) => ({ from: from as S, event: event as E, to })),
  );
}
