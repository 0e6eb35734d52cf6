import { LOCALES, type Locale } from '@golf/contracts';

/** The best of our four locales for an Accept-Language header (first two letters), else English. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const two = part.trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(two)) return two as Locale;
  }
  return 'en';
}

/** Names a thing has per locale ({ en, fr, ja, zh }, any of them): the reader's, else English, else `fallback` (what it was stored as). */
export function textIn(names: Record<string, string> | null | undefined, locale: Locale, fallback: string): string {
  return names?.[locale] || names?.en || fallback;
}
