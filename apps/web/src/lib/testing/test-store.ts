import { configureStore } from '@reduxjs/toolkit';
import { commerceApi } from '../api/commerce-api';
import { portalApi } from '../api/portal-api';
import { configReducer } from '../config/config-slice';
import { languageReducer } from '../i18n/language-slice';
import { sessionEffectsMiddleware } from '../session/session-effects-middleware';
import { userReducer, initialUserState, type UserState } from '../session/user-slice';
import type { SharedState } from '../store/shared-state';

/** A store with the shared slices, the portal and commerce APIs and the session effects, as the app has them. */
export function makeTestStore(user: Partial<UserState> = {}, language: SharedState['language']['current'] = 'en') {
  return configureStore({
    reducer: {
      user: userReducer,
      config: configReducer,
      language: languageReducer,
      [portalApi.reducerPath]: portalApi.reducer,
      [commerceApi.reducerPath]: commerceApi.reducer,
    },
    preloadedState: { user: { ...initialUserState, ...user }, language: { current: language, chosen: true } },
    middleware: (getDefault) => getDefault().concat(sessionEffectsMiddleware, portalApi.middleware, commerceApi.middleware),
  });
}
