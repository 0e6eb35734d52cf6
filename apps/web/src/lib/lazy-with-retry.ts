import { createElement, lazy, type ComponentType } from 'react';
import type { AppDispatch } from './store/hooks';
import type { SharedState } from './store/shared-state';

/** Waits between a failed chunk and its next try: a shed request (503) clears within a second or two. */
export const CHUNK_RETRY_DELAYS_MS = [500, 1500];

let freshAddress = 0;

/**
 * The script a failed dynamic import names (Chromium and Firefox put its address in the message),
 * when it is one of this site's. A browser may keep a failed module fetch for the page's life, so a
 * retry asks for the same file under a fresh address (the query string changes nothing on the server).
 */
function failedChunkOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const address = /\bhttps?:\/\/[^\s'"]+?\.js\b/.exec(message)?.[0];
  return address && new URL(address).origin === location.origin ? address : null;
}

/**
 * Loads a code chunk, trying again after each of `delays` when it fails (a server shedding load,
 * a dropped connection), and fails only when every try did.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let failure: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1]!);
    try {
      const chunk = attempt > 0 ? failedChunkOf(failure) : null;
      return chunk ? ((await import(/* @vite-ignore */ `${chunk}?retry=${++freshAddress}`)) as T) : await load();
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** What a screen's data prefetch is given: the store's dispatch and state (restored, signed in) and the route's parameters. */
export interface PrefetchContext {
  dispatch: AppDispatch;
  state: SharedState;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A route module may export this as `prefetchData`: it asks for the data its screen shows first,
 * from the same endpoints and with the same arguments as the screen's own queries, so that a screen
 * opened by its address finds its data in the cache (or on its way) when it first renders, instead
 * of asking once the app, its layout and the screen have rendered (on a phone, about 0.6 s later).
 */
export type PrefetchData = (context: PrefetchContext) => void;

/** The data prefetches of a loaded chunk (its own and its child screen's), each with its route's parameters. */
export type Prefetches = ((context: Omit<PrefetchContext, 'params'>) => void)[];

type Params = PrefetchContext['params'];

/** A lazy component whose chunk can be asked for before it renders. */
export interface Preloadable {
  /**
   * `rest`: the part of the address below the component's route, for a module with routes of its
   * own; `params`: its route's parameters, for its data prefetch.
   */
  preload: (rest?: string, params?: Params) => Promise<Prefetches>;
}

/**
 * A route module with routes of its own (the shop) may export this: given the address below its
 * route, it asks for the chunk of the screen there, so that chunk loads with its own, not after it
 * rendered, and answers that screen's data prefetches with the parameters of its own route table.
 */
export type PreloadChildRoutes = (rest: string) => Promise<Prefetches>;

/** Lazy components whose chunk failed, each with the way to start it anew. */
const failed = new Set<() => void>();

/**
 * Lets every lazy component whose chunk failed load it anew on its next render: the error
 * boundary's "Try again" (and leaving the screen) calls it. Not done at the failure itself: React
 * renders a failed tree once more before it shows the boundary, which would start another load.
 */
export function retryFailedChunks() {
  const refreshers = [...failed];
  failed.clear();
  refreshers.forEach((refresh) => refresh());
}

/**
 * React.lazy for a component (a route, a menu) whose chunk is retried (importWithRetry). React
 * keeps a lazy component's failure for good, so once it failed for good the component is rebuilt
 * when retryFailedChunks is called.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P>; preloadChildRoutes?: PreloadChildRoutes; prefetchData?: PrefetchData }>,
): ComponentType<P> & Preloadable {
  const fresh = () =>
    lazy(() =>
      importWithRetry(load).catch((error: unknown) => {
        failed.add(() => (current = fresh()));
        throw error;
      }),
    );
  let current = fresh();
  const component = function LazyWithRetry(props: P) {
    return createElement(current, props);
  };
  // One try, failure ignored: the render's own import (with its retries) finds the module loaded,
  // on its way, or failed, as the browser keeps it.
  const preload = (rest?: string, params: Params = {}): Promise<Prefetches> =>
    load().then(
      async (module) => {
        const { prefetchData } = module;
        const own: Prefetches = prefetchData ? [(context) => prefetchData({ ...context, params })] : [];
        return rest === undefined ? own : [...own, ...((await module.preloadChildRoutes?.(rest)) ?? [])];
      },
      () => [],
    );
  return Object.assign(component, { preload });
}
