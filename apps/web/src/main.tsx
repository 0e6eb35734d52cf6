import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { makeStore } from '@/app/store';
import { readEmbedOnProd } from '@/lib/embed-mode';
import { registerServiceWorker } from '@/lib/service-worker';

const { store, persistor } = makeStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} embedOnProd={readEmbedOnProd()} />
  </StrictMode>,
);

// Production builds only: in development Vite serves modules the worker must not cache.
if (import.meta.env.PROD) window.addEventListener('load', () => void registerServiceWorker());
