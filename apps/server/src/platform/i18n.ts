import { LOCALES, type Locale } from '@golf/contracts';

/** The best of our four locales for an Accept-Language header (first two letters), else English. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const two = part.trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(two)) return two as Locale;
  }
  return 'en';
}
