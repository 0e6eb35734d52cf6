import { useDeferredValue } from 'react';

/** The parts of an RTK Query hook's result a screen decides what to draw by. */
interface QueryView {
  data?: unknown;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
}

/**
 * A query's result as the screen draws it, one render behind the store: an answer that arrives
 * re-renders its readers at once and in one piece (react-redux reads the store as an external
 * store, which React never renders in slices), so a screen drawn from it was one long task that
 * kept a phone from answering input (Lighthouse's total blocking time: 0.3 to 0.9 s on home with
 * 4× CPU slow-down). Deferred, the placeholder stays for that urgent render and React draws the
 * screen from the answer as a transition, yielding to the browser every few milliseconds.
 */
export function useDeferredQuery<Q extends QueryView>(query: Q): Q {
  const data = useDeferredValue(query.data);
  const isLoading = useDeferredValue(query.isLoading);
  const isError = useDeferredValue(query.isError);
  const error = useDeferredValue(query.error);
  return { ...query, data, isLoading, isError, error };
}
