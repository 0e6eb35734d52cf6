import type { Store } from '@reduxjs/toolkit';
import type { AppDispatch } from '../store/hooks';
import type { SharedState } from '../store/shared-state';
import { hasLiveSession, SIGN_OUT_KEY } from './markers';
import { signedOut } from './session-actions';
import { signOut } from './sign-out';

type AppStore = Store<SharedState> & { dispatch: AppDispatch };

/** Whether this session may outlive the browser: only a remembered password sign-in may. */
export const survivesRestart = (user: SharedState['user']) => user.rememberMe && !user.isTicketLogin;

/**
 * Run once after the persisted state is back: a session that was not to be remembered and has no
 * live mark belongs to a closed browser, so it is ended (and its refresh token revoked).
 */
export function dropUnrememberedSession(store: AppStore): void {
  const { user } = store.getState();
  const hasSession = Boolean(user.refreshToken || user.token || user.childToken);
  if (hasSession && !survivesRestart(user) && !hasLiveSession()) void store.dispatch(signOut('not-remembered'));
}

/** Signs this tab out when another tab of the site signs out. Returns the unsubscribe function. */
export function followSignOutInOtherTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SIGN_OUT_KEY || !event.newValue) return;
    if (store.getState().user.refreshToken) store.dispatch(signedOut({ reason: 'other-tab' }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
