import type { Locale } from './languages';
import { isLocale } from './languages';

/** The default locale: the first two letters of the browser language when supported, else English. */
export function detectLanguage(browserLanguage: string | undefined): Locale {
  const code = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLocale(code) ? code : 'en';
}
