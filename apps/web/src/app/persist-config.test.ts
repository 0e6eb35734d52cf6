import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { portalApi } from '@/lib/api/portal-api';
import { configReducer } from '@/lib/config/config-slice';
import { languageReducer } from '@/lib/i18n/language-slice';
import { credentialsSignedIn, userReducer } from '@/lib/session/user-slice';
import { sessionFixture } from '@/lib/testing/fixtures';
import { migrations, persistConfig } from './persist-config';

function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

/** The app's reducers and persist config over a storage the test can read. */
function persistedStore(storage: Storage) {
  const reducer = combineReducers({ user: userReducer, config: configReducer, language: languageReducer, [portalApi.reducerPath]: portalApi.reducer });
  const store = configureStore({
    reducer: persistReducer({ ...persistConfig, storage }, reducer as never) as unknown as typeof reducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(portalApi.middleware),
  });
  const persistor = persistStore(store);
  const ready = new Promise<void>((resolve) => {
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
  return { store, persistor, ready };
}

describe('persistence', () => {
  it('is the root key at version 2 with only the user, config and language slices', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.version).toBe(2);
    expect(persistConfig.whitelist).toEqual(['user', 'config', 'language']);
  });

  it('writes the session without the profile, the credits or load flags, and reads it back', async () => {
    const storage = memoryStorage();
    const first = persistedStore(storage);
    await first.ready;
    first.store.dispatch(credentialsSignedIn({ session: sessionFixture(), rememberMe: true }));
    await first.persistor.flush();

    const stored = JSON.parse(storage.items.get('persist:root')!) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'config', 'language', 'user']);
    const user = JSON.parse(stored.user!) as Record<string, unknown>;
    expect(user).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', rememberMe: true, isAuthenticated: true });
    for (const key of ['data', 'credit', 'creditV3', 'profileStatus', 'error']) expect(user).not.toHaveProperty(key);
    expect(JSON.parse(stored._persist!)).toMatchObject({ version: 2 });

    const second = persistedStore(storage);
    await second.ready;
    expect(second.store.getState().user).toMatchObject({ token: 'access-1', isAuthenticated: true, data: null, credit: null, creditV3: null });
  });

  it('keeps a language stored before version 2 as chosen only when it is not the browser’s', () => {
    const browser = navigator.language.slice(0, 2) === 'ja' ? 'fr' : 'ja';
    expect(migrations[2]({ language: { current: browser } })).toEqual({ language: { current: browser, chosen: true } });
    const other = migrations[2]({ language: { current: navigator.language.slice(0, 2).toLowerCase() || 'en' } });
    expect(other?.language?.chosen).toBe(false);
    expect(migrations[2](undefined)).toBeUndefined();
  });
});
