import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SharedState } from '../store/shared-state';
import { signedOut } from './session-actions';
import { sessionApi } from './session-api';

/**
 * Signs out: the state is reset at once (all but remember-me and the simulator-login check), the
 * signOut mark is set for other tabs, then the server revokes the refresh token's family.
 * A failed logout call still leaves this browser signed out.
 */
export const signOut =
  (reason: 'user' | 'not-remembered' = 'user'): ThunkAction<Promise<void>, SharedState, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const { refreshToken } = getState().user;
    dispatch(signedOut({ reason }));
    if (!refreshToken) return;
    const request = dispatch(sessionApi.endpoints.logout.initiate({ refresh_token: refreshToken }));
    try {
      await request.unwrap();
    } catch {
      // The token may already be revoked or the server unreachable; nothing more to do here.
    } finally {
      request.reset();
    }
  };
