import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { portalApi } from '../api/portal-api';
import { configReducer } from '../config/config-slice';
import { languageReducer } from '../i18n/language-slice';
import { addSessionListeners } from '../session/session-listeners';
import { userReducer, initialUserState, type UserState } from '../session/user-slice';
import type { AppDispatch } from '../store/hooks';
import type { SharedState } from '../store/shared-state';

/** A store with the shared slices, the portal API and the session listeners, as the app has them. */
export function makeTestStore(user: Partial<UserState> = {}, language: SharedState['language']['current'] = 'en') {
  const listener = createListenerMiddleware<SharedState, AppDispatch>();
  addSessionListeners(listener);
  return configureStore({
    reducer: { user: userReducer, config: configReducer, language: languageReducer, [portalApi.reducerPath]: portalApi.reducer },
    preloadedState: { user: { ...initialUserState, ...user }, language: { current: language } },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(portalApi.middleware),
  });
}
