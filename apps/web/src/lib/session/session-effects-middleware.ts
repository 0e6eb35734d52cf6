import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { commerceApi } from '../api/commerce-api';
import { portalApi } from '../api/portal-api';
import type { SharedState } from '../store/shared-state';
import { markLiveSession, markSignedOut } from './markers';
import { signedOut } from './session-actions';
import { credentialsSignedIn, subAccountSignedIn, ticketSignedIn } from './user-slice';

const isSignIn = isAnyOf(credentialsSignedIn, subAccountSignedIn, ticketSignedIn);

/**
 * Side effects of the session's transitions, kept out of the reducers. A plain middleware rather
 * than RTK's listener middleware, whose machinery would weigh on the first route for a few effects.
 */
export const sessionEffectsMiddleware: Middleware = (api) => (next) => (action) => {
  const languageBefore = (api.getState() as SharedState).language.current;
  const result = next(action);
  if ((api.getState() as SharedState).language.current !== languageBefore) {
    // The shop answers in the language asked (product and category names, refusals), and its
    // answers are kept by their arguments alone: ask again, so nothing stays in the old language.
    api.dispatch(commerceApi.util.resetApiState());
  }
  if (signedOut.match(action)) {
    // Every cached answer belonged to the player who left.
    api.dispatch(portalApi.util.resetApiState());
    api.dispatch(commerceApi.util.resetApiState());
    // And the rounds the service worker kept for the course without signal (public/sw.js).
    if (typeof caches !== 'undefined') void caches.delete('golf-rounds-v1').catch(() => undefined);
    // Another tab's sign-out is already marked; marking again would echo between tabs.
    if (action.payload.reason !== 'other-tab') markSignedOut();
  } else if (isSignIn(action)) {
    markLiveSession();
  }
  return result;
};
