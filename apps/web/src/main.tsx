import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRouteChunks } from '@/app/router';
import { makeStore } from '@/app/store';
import { readEmbedOnProd } from '@/lib/embed-mode';
import { registerServiceWorker } from '@/lib/service-worker';
import { dropStaticSignInWhenAppShows } from '@/lib/static-sign-in';

const { store, persistor } = makeStore();
preloadRouteChunks(location.pathname);

// As a transition, React renders the first screen in slices and lets the browser breathe between
// them: on a phone, one long task of the whole tree kept input waiting (Lighthouse's blocking time).
const root = document.getElementById('root')!;
dropStaticSignInWhenAppShows(root);
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} persistor={persistor} embedOnProd={readEmbedOnProd()} />
    </StrictMode>,
  ),
);

// Production builds only: in development Vite serves modules the worker must not cache.
if (import.meta.env.PROD) window.addEventListener('load', () => void registerServiceWorker());
