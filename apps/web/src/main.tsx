import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRouteChunks } from '@/app/router';
import { prefetchScreenData } from '@/app/screen-data';
import { makeStore } from '@/app/store';
import { storedLanguageToLoad } from '@/app/stored-language';
import { readEmbedOnProd } from '@/lib/embed-mode';
import { prefetchTranslations } from '@/lib/i18n/translation-backend';
import { registerServiceWorker } from '@/lib/service-worker';
import { dropStaticSignInWhenAppShows } from '@/lib/static-sign-in';

/**
 * Ends the current task: the browser may answer input and paint before the next step. On a phone
 * (Lighthouse's 4× CPU slow-down) the start was one task of about 0.6 s after the script ran.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start in steps of their own, after the script's evaluation (itself one long task): the
 * screen's chunks and its strings asked for first, then the store (and the screen's data once it
 * is restored), then the first render.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const prefetches = preloadRouteChunks(location.pathname);
  const language = storedLanguageToLoad();
  if (language) prefetchTranslations(language);
  await nextTask();
  const { store, persistor } = makeStore();
  void prefetchScreenData(store, persistor, prefetches);
  const embedOnProd = readEmbedOnProd();
  await nextTask();
  // As a transition, React renders the first screen in slices and lets the browser breathe between
  // them: on a phone, one long task of the whole tree kept input waiting (Lighthouse's blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} persistor={persistor} embedOnProd={embedOnProd} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root')!;
dropStaticSignInWhenAppShows(root);
void start(root);

// Production builds only: in development Vite serves modules the worker must not cache.
if (import.meta.env.PROD) window.addEventListener('load', () => void registerServiceWorker());
