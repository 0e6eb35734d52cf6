import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LoadingScreen } from '../components/loading-screen';
import { useGetPublicConfigurationQuery } from '../lib/config/config-api';
import { useSharedSelector } from '../lib/store/hooks';
import { initI18n } from './i18n';

/**
 * Starts i18next in the persisted language (so it must sit inside the PersistGate) and follows
 * the language slice afterwards. Pages wait in Suspense until their namespaces are loaded.
 *
 * On a first visit with no language chosen, the site configuration decides the language (the
 * `.jp` site reads in Japanese), so translations wait for that one call rather than loading
 * the browser's language and flashing it. A failed call falls back to the browser's language.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const language = useSharedSelector((state) => state.language.current);
  const waitingForSite = useSharedSelector((state) => !state.language.chosen && state.config.data === null && state.config.error === null);
  useGetPublicConfigurationQuery();
  const i18nRef = useRef<I18n | null>(null);

  useEffect(() => {
    const i18n = i18nRef.current;
    if (i18n && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  if (waitingForSite && !i18nRef.current) return <LoadingScreen minHeight="100vh" />;
  i18nRef.current ??= initI18n(language);

  return (
    <I18nextProvider i18n={i18nRef.current}>
      <Suspense fallback={<LoadingScreen minHeight="100vh" />}>{children}</Suspense>
    </I18nextProvider>
  );
}
