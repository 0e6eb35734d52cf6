import type { Profile } from '@golf/contracts';
import type { ApiError } from '../api/api-error';
import type { UserType } from './user-type';

// The state's shape alone, apart from the slice, so that SharedState (read by the base query)
// does not import the slice and, through its session API, the base query itself.

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
  /** The family parent's e-mail, kept from the family choice: it names the family when a member switches. */
  familyEmail: string | null;
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
