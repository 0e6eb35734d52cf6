import { useSearchParams, type NavigateOptions } from 'react-router';

/** A change to the address's search parameters: a value sets its key, null or undefined removes it. */
export type SearchPatch = Record<string, string | null | undefined>;

/** `current` with `patch` applied; the keys the patch does not name are kept. */
export function patchedSearch(current: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * Changes some of the address's search parameters and keeps the rest, starting from the address
 * as it is now rather than as the page last rendered it. The router renders an address change in a
 * transition, which a busy phone may put off; two quick changes (a filter, then a switch) built from
 * the rendered parameters would both start from the old address, and the second would undo the
 * first. The browser's address is already the new one (the app runs on `BrowserRouter`).
 */
export function usePatchSearchParams(): (patch: SearchPatch | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void {
  const [, setParams] = useSearchParams();
  return (patch, options) => {
    const current = new URLSearchParams(window.location.search);
    setParams(typeof patch === 'function' ? patch(current) : patchedSearch(current, patch), options);
  };
}
