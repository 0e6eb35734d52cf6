import type { Locale } from '@golf/contracts';

export type { Locale };

/**
 * The portal's locales. Kept here as a plain list: importing values from @golf/contracts would
 * bundle every TypeBox schema into the first route (a test checks both lists agree).
 */
export const LOCALES = ['en', 'fr', 'ja', 'zh'] as const satisfies readonly Locale[];

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  zh: '中文',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The namespaces of src/locales/<locale>/<namespace>.json. */
export const NAMESPACES = [
  'common',
  'auth',
  'home',
  'bags',
  'registration',
  'account',
  'notifications',
  'referral',
  'lessons',
  'simulator',
  'tracking',
  'challenges',
  'rounds',
  'courses',
  'shop',
  'cart',
  'checkout',
  'addresses',
  'orders',
  'subscriptions',
  'giftCards',
  'returns',
  'fitting',
  'videos',
  'plus',
  'memberships',
  'payments',
] as const;
