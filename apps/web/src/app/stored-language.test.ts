import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { configReducer } from '@/lib/config/config-slice';
import { languageChanged, languageReducer } from '@/lib/i18n/language-slice';
import { userReducer } from '@/lib/session/user-slice';
import { persistConfig } from './persist-config';
import { storedLanguageToLoad } from './stored-language';

/** What redux-persist writes for the app's slices (as persist-config.test.ts checks it). */
function storedBy(items: Map<string, string>, update?: (dispatch: (action: never) => void) => void) {
  const storage = {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
  const reducer = combineReducers({ user: userReducer, config: configReducer, language: languageReducer });
  const store = configureStore({
    reducer: persistReducer({ ...persistConfig, storage }, reducer as never),
    middleware: (d) => d({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  return new Promise<void>((resolve) => {
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      update?.(store.dispatch as never);
      void persistor.flush().then(resolve);
    });
  });
}

const reading = (items: Map<string, string>) => storedLanguageToLoad({ getItem: (key) => items.get(key) ?? null });

describe('the stored language, read before the store starts', () => {
  it('is the language the player chose, as redux-persist stored it', async () => {
    const items = new Map<string, string>();
    await storedBy(items, (dispatch) => dispatch(languageChanged('ja') as never));
    expect(reading(items)).toBe('ja');
  });

  it('is the stored language once the site configuration is stored, even when not chosen', () => {
    const stored = {
      language: JSON.stringify({ current: 'fr', chosen: false }),
      config: JSON.stringify({ data: { siteId: 2 } }),
      _persist: JSON.stringify({ version: 2 }),
    };
    expect(reading(new Map([['persist:root', JSON.stringify(stored)]]))).toBe('fr');
  });

  it('is none on a first visit, without a chosen language or a site, from another version, or damaged', async () => {
    expect(reading(new Map())).toBeNull();
    const fresh = new Map<string, string>();
    await storedBy(fresh);
    expect(reading(fresh)).toBeNull();
    const old = { language: JSON.stringify({ current: 'ja', chosen: true }), _persist: JSON.stringify({ version: 1 }) };
    expect(reading(new Map([['persist:root', JSON.stringify(old)]]))).toBeNull();
    expect(reading(new Map([['persist:root', '{not json']]))).toBeNull();
    const unknown = { language: JSON.stringify({ current: 'de', chosen: true }), _persist: JSON.stringify({ version: 2 }) };
    expect(reading(new Map([['persist:root', JSON.stringify(unknown)]]))).toBeNull();
  });
});
