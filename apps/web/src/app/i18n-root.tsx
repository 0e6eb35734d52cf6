import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { useSharedSelector } from '../lib/store/hooks';
import { initI18n } from './i18n';

/**
 * Starts i18next in the persisted language (so it must sit inside the PersistGate) and follows
 * the language slice afterwards. Pages wait in Suspense until their namespaces are loaded.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
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
