import type { PublicConfiguration } from '@golf/contracts';
import type { Locale } from './languages';
import { isLocale } from './languages';

/**
 * The language a regional site speaks to someone who has not chosen one (the `.jp` site reads in
 * Japanese), or null on the global site, where the browser's language stays the default (spec
 * 000 §1). The server names the site and its default locale; the web only decides precedence.
 */
export function siteLanguage(config: Pick<PublicConfiguration, 'site' | 'defaultLocale'> | null | undefined): Locale | null {
  if (!config || config.site === 'GLOBAL') return null;
  return isLocale(config.defaultLocale) ? config.defaultLocale : null;
}
