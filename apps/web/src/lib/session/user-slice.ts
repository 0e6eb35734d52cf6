import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, Session, SubAccountSession } from '@golf/contracts';
import type { ApiError } from '../api/api-error';
import { sessionApi } from './session-api';
import { signedOut, tokensRefreshed } from './session-actions';
import { toUserType } from './user-type';
import type { FamilyLoginCheck, LoadStatus, UserState } from './user-state';

export type { FamilyLoginCheck, LoadStatus, UserState };

export const initialUserState: UserState = {
  token: null,
  refreshToken: null,
  childToken: null,
  eToken: null,
  eStoreCode: null,
  eUrl: null,
  eSkytrakToken: null,
  eSkytrakStoreCode: null,
  rememberMe: false,
  isAuthenticated: false,
  familyLoginCheck: 'none',
  familyEmail: null,
  isTicketLogin: false,
  isSubAccount: false,
  isSimulator: false,
  adminCoachId: null,
  tokenSource: null,
  userType: 1,
  enableMetricDistances: false,
  enableMetricSpeeds: false,
  data: null,
  credit: null,
  creditV3: null,
  simulatorLoginCheck: false,
  profileStatus: 'idle',
  error: null,
};

type CommerceTokens = Pick<Session, 'eToken' | 'eStoreCode' | 'eUrl' | 'eSkytrakToken' | 'eSkytrakStoreCode'>;

function storeCommerceTokens(state: UserState, from: CommerceTokens) {
  state.eToken = from.eToken;
  state.eStoreCode = from.eStoreCode;
  state.eUrl = from.eUrl;
  state.eSkytrakToken = from.eSkytrakToken;
  state.eSkytrakStoreCode = from.eSkytrakStoreCode;
}

/** Profile fields the session mirrors: the user type and the metric flags follow the profile. */
function storeProfile(state: UserState, profile: Profile | null) {
  state.data = profile;
  if (!profile) return;
  state.userType = toUserType(profile.type);
  state.enableMetricDistances = profile.enableMetricDistances;
  state.enableMetricSpeeds = profile.enableMetricSpeeds;
}

/** A fresh start keeps only the remember-me choice and the simulator-login check. */
const afterSignOut = (state: UserState): UserState => ({
  ...initialUserState,
  rememberMe: state.rememberMe,
  simulatorLoginCheck: state.simulatorLoginCheck,
});

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /**
     * E-mail and password (or a region transfer) answered. The parent token is stored; without a
     * jwt_token a family parent must still pick an account, so the session is not complete yet.
     */
    credentialsSignedIn(state, action: PayloadAction<{ session: Session; rememberMe: boolean }>) {
      const { session, rememberMe } = action.payload;
      Object.assign(state, afterSignOut(state));
      state.token = session.access_token;
      state.refreshToken = session.refresh_token;
      storeCommerceTokens(state, session);
      state.tokenSource = session.tokenSource;
      state.adminCoachId = session.adminCoachId;
      state.rememberMe = rememberMe;
      storeProfile(state, session.profile);
      state.isAuthenticated = session.jwt_token !== null;
      state.familyLoginCheck = session.jwt_token === null ? 'pending' : 'none';
    },
    /** The family choice: a child's token replaces the parent's; choosing oneself keeps a parent token. */
    subAccountSignedIn(state, action: PayloadAction<SubAccountSession & { familyEmail?: string | null }>) {
      const session = action.payload;
      state.familyEmail = session.familyEmail ?? state.familyEmail ?? null;
      const isChild = session.profile.isSubAccountsLogin;
      state.childToken = isChild ? session.authToken : null;
      state.token = isChild ? null : session.authToken;
      state.refreshToken = session.refresh_token;
      storeCommerceTokens(state, session);
      state.tokenSource = 'sub-account';
      state.isSubAccount = isChild;
      storeProfile(state, session.profile);
      state.familyLoginCheck = 'accept';
      state.isAuthenticated = true;
    },
    /** An admin coach opened the player's portal by ticket; a SkyTrak ticket marks a simulator session. */
    ticketSignedIn(state, action: PayloadAction<{ session: Session; isSkytrak: boolean }>) {
      const { session, isSkytrak } = action.payload;
      Object.assign(state, afterSignOut(state));
      state.token = session.access_token;
      state.refreshToken = session.refresh_token;
      storeCommerceTokens(state, session);
      state.tokenSource = session.tokenSource;
      state.adminCoachId = session.adminCoachId;
      storeProfile(state, session.profile);
      state.isTicketLogin = true;
      state.isSimulator = isSkytrak;
      if (isSkytrak) state.simulatorLoginCheck = true;
      state.isAuthenticated = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, action) => {
        const session = action.payload;
        // Refresh replaces every token; a sub-account keeps using the child slot.
        if (state.childToken) state.childToken = session.access_token;
        else state.token = session.access_token;
        state.refreshToken = session.refresh_token;
        storeCommerceTokens(state, session);
        if (session.profile) storeProfile(state, session.profile);
      })
      .addCase(signedOut, (state) => afterSignOut(state))
      .addMatcher(sessionApi.endpoints.getMe.matchPending, (state) => {
        state.profileStatus = 'wait';
      })
      .addMatcher(sessionApi.endpoints.getMe.matchFulfilled, (state, action) => {
        state.profileStatus = 'success';
        state.error = null;
        storeProfile(state, action.payload);
      })
      .addMatcher(sessionApi.endpoints.getMe.matchRejected, (state, action) => {
        // A request superseded by another is not a failure.
        if (action.meta.condition) return;
        state.profileStatus = 'idle';
        state.error = (action.payload as ApiError | undefined) ?? { status: 'network', code: 'network', message: action.error.message ?? '' };
      });
  },
});

export const { credentialsSignedIn, subAccountSignedIn, ticketSignedIn } = userSlice.actions;
export const userReducer = userSlice.reducer;
