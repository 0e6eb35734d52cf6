import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { useGetPublicConfigurationQuery } from '@/lib/config/config-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { initI18n } from './i18n';

/**
 * Starts i18next in the persisted language (so it must sit inside the PersistGate) and follows
 * the language slice afterwards. Pages wait in Suspense until their namespaces are loaded.
 *
 * On a first visit with no language chosen, the site configuration decides the language (the
 * `.jp` site reads in Japanese), so translations wait for that one call rather than loading
 * the browser's language and flashing it. A failed call falls back to the browser's language.
 * Once known, the configuration stays (it is persisted and kept at sign-out), so the wait is once.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const waitingForSite = useSharedSelector((state) => !state.language.chosen && state.config.data === null && state.config.error === null);
  useGetPublicConfigurationQuery();
  if (waitingForSite) return <LoadingScreen minHeight="100vh" />;
  return <I18nStarted>{children}</I18nStarted>;
}

function I18nStarted({ children }: { children: ReactNode }) {
  const language = useSharedSelector((state) => state.language.current);
  const [i18n] = useState(() => initI18n(language));

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<LoadingScreen minHeight="100vh" />}>{children}</Suspense>
    </I18nextProvider>
  );
}
