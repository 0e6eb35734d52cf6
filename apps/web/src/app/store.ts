import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { commerceApi } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';
import { configReducer } from '@/lib/config/config-slice';
import { languageReducer } from '@/lib/i18n/language-slice';
import { signedOut } from '@/lib/session/session-actions';
import { sessionEffectsMiddleware } from '@/lib/session/session-effects-middleware';
import { userReducer } from '@/lib/session/user-slice';
import { persistConfig } from './persist-config';

const appReducer = combineReducers({
  user: userReducer,
  config: configReducer,
  language: languageReducer,
  [portalApi.reducerPath]: portalApi.reducer,
  [commerceApi.reducerPath]: commerceApi.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** The slices a sign-out keeps: the user slice keeps remember-me itself; language and site configuration are the device's; the API caches are reset by the session middleware. */
const KEPT_AT_SIGN_OUT = ['user', 'config', 'language', portalApi.reducerPath, commerceApi.reducerPath] as const;

/** Sign-out starts every other slice (those features add later) from its initial state. */
const rootReducer: typeof appReducer = (state, action) => {
  if (state && signedOut.match(action)) {
    state = Object.fromEntries(KEPT_AT_SIGN_OUT.map((key) => [key, state![key]])) as RootState;
  }
  return appReducer(state, action);
};

export function makeStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer as never) as unknown as typeof rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .concat(sessionEffectsMiddleware)
        .concat(portalApi.middleware)
        .concat(commerceApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
