import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, NAMESPACES, type Locale } from '@/lib/i18n/languages';
import { TranslationBackend } from '@/lib/i18n/translation-backend';

/**
 * i18next with the portal's translation call as its backend. No fallback language: every locale
 * has every key (a unit test compares them), so a second bundle would only cost a request.
 */
export function initI18n(language: Locale): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(TranslationBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LOCALES],
      fallbackLng: false,
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return instance;
}
