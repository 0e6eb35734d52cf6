import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { portalApi } from '../api/portal-api';
import type { AppDispatch } from '../store/hooks';
import type { SharedState } from '../store/shared-state';
import { markLiveSession, markSignedOut } from './markers';
import { signedOut } from './session-actions';
import { credentialsSignedIn, subAccountSignedIn, ticketSignedIn } from './user-slice';

type Listener = ListenerMiddlewareInstance<SharedState, AppDispatch>;

/** Side effects of the session's transitions, kept out of the reducers. */
export function addSessionListeners(listener: Listener): void {
  listener.startListening({
    actionCreator: signedOut,
    effect: (action, api) => {
      // Every cached answer belonged to the player who left.
      api.dispatch(portalApi.util.resetApiState());
      // Another tab's sign-out is already marked; marking again would echo between tabs.
      if (action.payload.reason !== 'other-tab') markSignedOut();
    },
  });
  listener.startListening({
    matcher: isAnyOf(credentialsSignedIn, subAccountSignedIn, ticketSignedIn),
    effect: () => markLiveSession(),
  });
}
