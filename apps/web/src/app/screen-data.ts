import type { Persistor } from 'redux-persist';
import type { Prefetches } from '@/lib/lazy-with-retry';
import type { AppStore } from './store';

/** Resolves once redux-persist has put the stored state back (at once when it already has). */
function restored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Asks for the opened screen's data (its route modules' `prefetchData`) as soon as the stored
 * session is back, while the app still renders. Only for a signed-in player whose language is
 * settled: a signed-out visit goes to sign-in, and on a first visit the site's answer may still
 * change the language the screens ask in. A prefetch that fails changes nothing: the screen asks again.
 */
export async function prefetchScreenData(store: AppStore, persistor: Persistor, prefetches: Promise<Prefetches>): Promise<void> {
  await restored(persistor);
  const state = store.getState();
  if (!state.user.isAuthenticated || (!state.language.chosen && state.config.data === null)) return;
  for (const prefetch of await prefetches) {
    try {
      prefetch({ dispatch: store.dispatch, state: store.getState() });
    } catch {
      // The screen's own query asks when it renders.
    }
  }
}
