import { isLocale, type Locale } from '@/lib/i18n/languages';
import { persistConfig } from './persist-config';

/** A stored slice as redux-persist writes it: the root item maps each slice to its own JSON. */
const slice = (stored: Record<string, string>, key: string) => JSON.parse(stored[key] ?? 'null') as Record<string, unknown> | null;

/**
 * The language whose strings the app will load, read straight from the stored state while the
 * script still runs, so they are asked for at once rather than after redux-persist has restored
 * the store and the first render has begun (on a phone, a few hundred ms later). The same rule as
 * app.tsx's: a chosen language, or the stored site's (with a site configuration); none else (a
 * first visit waits for the site's answer), nor from a stored shape of another version.
 */
export function storedLanguageToLoad(storage: Pick<Storage, 'getItem'> = localStorage): Locale | null {
  try {
    const item = storage.getItem(`persist:${persistConfig.key}`);
    if (!item) return null;
    const stored = JSON.parse(item) as Record<string, string>;
    if (slice(stored, '_persist')?.version !== persistConfig.version) return null;
    const language = slice(stored, 'language');
    const known = language?.chosen === true || slice(stored, 'config')?.data;
    return known && isLocale(language?.current) ? language.current : null;
  } catch {
    // Storage blocked or damaged: the app's own start reads (or resets) it as before.
    return null;
  }
}
