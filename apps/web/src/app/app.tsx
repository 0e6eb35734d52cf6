import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import CssBaseline from '@mui/material/CssBaseline';
// The theme has no CSS variables, so the system provider suffices: Material's own ThemeProvider
// always brings the CSS-variables provider as well (about 3 KB gzipped on the first route).
import ThemeProvider from '@mui/system/ThemeProvider';
import { LoadingScreen } from '@/components/loading-screen';
import { prefetchTranslations } from '@/lib/i18n/translation-backend';
import { dropUnrememberedSession } from '@/lib/session/session-lifecycle';
import { I18nRoot } from './i18n-root';
import { PersistedStateGate } from './persisted-state-gate';
import { AppRoutes } from './router';
import { SessionEffects } from './session-effects';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

/** Once the stored state is back: a session not to be remembered ends; a known language's strings start loading. */
function startWithStoredState(store: AppStore) {
  dropUnrememberedSession(store);
  const { language, config } = store.getState();
  // As I18nRoot decides: without a chosen language or a site configuration, the site's answer picks it.
  if (language.chosen || config.data) prefetchTranslations(language.current);
}

/** Providers, outermost first: store, theme, persisted state, translations, router. */
export function App({ store, persistor, embedOnProd }: { store: AppStore; persistor: Persistor; embedOnProd: boolean }) {
  const theme = useMemo(() => createAppTheme(embedOnProd), [embedOnProd]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PersistedStateGate loading={<LoadingScreen minHeight="100vh" />} persistor={persistor} onBeforeLift={() => startWithStoredState(store)}>
          <I18nRoot>
            <BrowserRouter>
              <SessionEffects />
              <AppRoutes />
            </BrowserRouter>
          </I18nRoot>
        </PersistedStateGate>
      </ThemeProvider>
    </Provider>
  );
}
