import type { Locale } from './languages';

/**
 * The language the app speaks (persisted). Until the user picks one (`chosen`), it follows the
 * regional site's language once the site configuration is known, else the browser's; a language
 * the user picked always wins. (Apart from the slice so that SharedState imports no slice.)
 */
export interface LanguageState {
  current: Locale;
  chosen: boolean;
}
