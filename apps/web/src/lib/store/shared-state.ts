import type { ConfigState } from '../config/config-state';
import type { LanguageState } from '../i18n/language-state';
import type { UserState } from '../session/user-state';

/**
 * The slices every feature may read. The app's root state extends this; features type their
 * selectors against it so that they never import the app (the one-way flow: lib → features → app).
 */
export interface SharedState {
  user: UserState;
  config: ConfigState;
  language: LanguageState;
}
