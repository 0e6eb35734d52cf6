import { createAction } from '@reduxjs/toolkit';
import type { Session } from '@golf/contracts';

/**
 * Why a session ended: the player signed out, the refresh token was refused, another tab signed
 * out, or a session that was not to be remembered outlived the browser.
 */
export type SignOutReason = 'user' | 'expired' | 'other-tab' | 'not-remembered';

/** Ends the session. Kept apart from the slice so the base query can dispatch it without a cycle. */
export const signedOut = createAction<{ reason: SignOutReason }>('session/signedOut');

/** A refresh answered with a new token pair (and fresh commerce tokens and profile). */
export const tokensRefreshed = createAction<Session>('session/tokensRefreshed');
