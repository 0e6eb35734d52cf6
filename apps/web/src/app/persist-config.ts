import { createMigrate, createTransform, type PersistConfig } from 'redux-persist';
// Vite 8 breaks the default storage import: take the ES module build explicitly.
import storage from 'redux-persist/es/storage';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { detectLanguage } from '@/lib/i18n/detect-language';
import type { SharedState } from '@/lib/store/shared-state';

/** The only slices that survive a reload. */
export const PERSISTED_SLICES = ['user', 'config', 'language'] as const;

/** Never written to storage: the profile and credits are fetched again; load flags and errors are momentary. */
export const USER_KEYS_NOT_PERSISTED = ['data', 'credit', 'creditV3', 'profileStatus', 'error'] as const;
const CONFIG_KEYS_NOT_PERSISTED = ['isLoading', 'error'] as const;

function omit<T extends object>(state: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(state).filter(([key]) => !keys.includes(key))) as Partial<T>;
}

/** Strips the keys on the way in; autoMergeLevel2 fills them from the initial state on the way out. */
export const userTransform = createTransform<object, object>(
  (state) => omit(state, USER_KEYS_NOT_PERSISTED),
  (state) => state,
  { whitelist: ['user'] },
);
const configTransform = createTransform<object, object>(
  (state) => omit(state, CONFIG_KEYS_NOT_PERSISTED),
  (state) => state,
  { whitelist: ['config'] },
);

type Stored = Record<string, unknown> & { language?: { current?: string; chosen?: boolean } };

/**
 * Migrations by version; version 1 is the first stored shape. Version 2 tells a chosen language
 * from a default one: a stored language other than the browser's can only have been chosen.
 */
export const migrations = {
  2: (state: Stored | undefined) => {
    if (!state?.language) return state;
    const browser = detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
    return { ...state, language: { ...state.language, chosen: state.language.current !== browser } };
  },
};

export const persistConfig: PersistConfig<SharedState> = {
  key: 'root',
  version: 2,
  storage,
  whitelist: [...PERSISTED_SLICES],
  transforms: [userTransform, configTransform],
  stateReconciler: autoMergeLevel2,
  migrate: createMigrate(migrations as never),
};
