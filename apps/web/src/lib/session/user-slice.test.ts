import { describe, expect, it } from 'vitest';
import type { SubAccountSession } from '@golf/contracts';
import { profileFixture, sessionFixture } from '../testing/fixtures';
import { signedOut, tokensRefreshed } from './session-actions';
import { credentialsSignedIn, initialUserState, subAccountSignedIn, ticketSignedIn, userReducer, type UserState } from './user-slice';

const reduce = (state: UserState, ...actions: Parameters<typeof userReducer>[1][]) => actions.reduce(userReducer, state);

describe('user slice', () => {
  it('completes a credentials sign-in that carries a jwt_token', () => {
    const state = reduce(
      initialUserState,
      credentialsSignedIn({ session: sessionFixture({ profile: profileFixture({ type: 3, enableMetricSpeeds: true }) }), rememberMe: true }),
    );
    expect(state).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      eToken: 'commerce-1',
      isAuthenticated: true,
      familyLoginCheck: 'none',
      rememberMe: true,
    });
    expect(state).toMatchObject({ userType: 3, enableMetricDistances: false, enableMetricSpeeds: true });
  });

  it('keeps a family parent waiting for the account choice when no jwt_token comes back', () => {
    const state = reduce(
      initialUserState,
      credentialsSignedIn({ session: sessionFixture({ jwt_token: null, profile: profileFixture({ hasFamily: true }) }), rememberMe: false }),
    );
    expect(state).toMatchObject({ token: 'access-1', isAuthenticated: false, familyLoginCheck: 'pending' });
  });

  it('stores a child token, clears the parent token and accepts the family check on sub-account sign-in', () => {
    const parent = reduce(initialUserState, credentialsSignedIn({ session: sessionFixture({ jwt_token: null }), rememberMe: false }));
    const child: SubAccountSession = {
      authToken: 'child-access',
      refresh_token: 'child-refresh',
      expires_in: 900,
      eToken: null,
      eStoreCode: 'US',
      eUrl: 'http://localhost',
      eSkytrakToken: null,
      eSkytrakStoreCode: null,
      profile: profileFixture({ id: 7, firstName: 'Riley', email: null, isSubAccountsLogin: true }),
    };
    const state = reduce(parent, subAccountSignedIn(child));
    expect(state).toMatchObject({
      token: null,
      childToken: 'child-access',
      refreshToken: 'child-refresh',
      isSubAccount: true,
      familyLoginCheck: 'accept',
      isAuthenticated: true,
    });
    expect(state.data?.firstName).toBe('Riley');

    // A refresh of a sub-account session keeps using the child slot.
    const refreshed = reduce(state, tokensRefreshed(sessionFixture({ access_token: 'child-access-2', refresh_token: 'child-refresh-2' })));
    expect(refreshed).toMatchObject({ token: null, childToken: 'child-access-2', refreshToken: 'child-refresh-2' });
  });

  it('marks a ticket sign-in, and a SkyTrak ticket as a simulator session', () => {
    const state = reduce(initialUserState, ticketSignedIn({ session: sessionFixture({ adminCoachId: 12, tokenSource: 'ticket' }), isSkytrak: true }));
    expect(state).toMatchObject({ isAuthenticated: true, isTicketLogin: true, adminCoachId: 12, isSimulator: true, simulatorLoginCheck: true });
  });

  it('resets everything on sign-out except remember-me and the simulator-login check', () => {
    const signedIn = reduce(
      initialUserState,
      ticketSignedIn({ session: sessionFixture({ adminCoachId: 12 }), isSkytrak: true }),
      credentialsSignedIn({ session: sessionFixture(), rememberMe: true }),
    );
    const state = reduce({ ...signedIn, credit: { remaining: 3 }, creditV3: { remaining: 3 } }, signedOut({ reason: 'user' }));
    expect(state).toEqual({ ...initialUserState, rememberMe: true, simulatorLoginCheck: true });
  });
});
