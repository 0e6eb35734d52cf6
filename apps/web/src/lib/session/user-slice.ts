import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, Session, SubAccountSession } from '@golf/contracts';
import type { ApiError } from '../api/api-error';
import { sessionApi } from './session-api';
import { signedOut, tokensRefreshed } from './session-actions';
import { toUserType, type UserType } from './user-type';

/** A family parent signs in, then picks an account: none (no family), pending, accept. */
export type FamilyLoginCheck = 'none' | 'pending' | 'accept';

/** Profile load: idle, wait, success (a failure returns to idle with the error stored). */
export type LoadStatus = 'idle' | 'wait' | 'success';

/** The session (spec §3 "Session") plus the signed-in profile. */
export interface UserState {
  token: string | null;
  refreshToken: string | null;
  childToken: string | null;
  eToken: string | null;
  eStoreCode: string | null;
  eUrl: string | null;
  eSkytrakToken: string | null;
  eSkytrakStoreCode: string | null;
  rememberMe: boolean;
  isAuthenticated: boolean;
  familyLoginCheck: FamilyLoginCheck;
  isTicketLogin: boolean;
  isSubAccount: boolean;
  isSimulator: boolean;
  adminCoachId: number | null;
  tokenSource: string | null;
  userType: UserType;
  enableMetricDistances: boolean;
  enableMetricSpeeds: boolean;
  data: Profile | null;
  /** Lesson credit (GET /api/v2/player/lesson/credit), filled by the lessons feature. */
  credit: Record<string, unknown> | null;
  /** Lesson credit v3 (GET /api/v3/player/lesson/credit), filled by the lessons feature. */
  creditV3: Record<string, unknown> | null;
  /** Set once the portal was opened from the simulator (a SkyTrak ticket); outlives sign-out. */
  simulatorLoginCheck: boolean;
  profileStatus: LoadStatus;
  error: ApiError | null;
}

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
    subAccountSignedIn(state, action: PayloadAction<SubAccountSession>) {
      const session = action.payload;
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
