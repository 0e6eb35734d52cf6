import type { Locale } from '@golf/contracts';

/** A name in the caller's locale, else English, else whichever there is. */
export const nameIn = (names: Record<string, string>, locale: Locale) => names[locale] ?? names.en ?? Object.values(names)[0] ?? '';
