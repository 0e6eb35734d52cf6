import type { Profile, Session } from '@golf/contracts';

/** Test data shaped exactly like the server's answers (contracts types). */
export const profileFixture = (overrides: Partial<Profile> = {}): Profile => ({
  id: 1,
  email: 'player@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
  region: 'US',
  type: 1,
  enableMetricDistances: false,
  enableMetricSpeeds: false,
  handedness: 'right',
  locale: 'en',
  centerId: 1,
  hasFamily: false,
  isSubAccountsLogin: false,
  adminCoachId: null,
  ...overrides,
});

export const sessionFixture = (overrides: Partial<Session> = {}): Session => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  jwt_token: 'access-1',
  eToken: 'commerce-1',
  eStoreCode: 'US',
  eUrl: 'http://localhost:8080',
  eSkytrakToken: 'skytrak-1',
  eSkytrakStoreCode: 'STSVEN',
  tokenSource: 'password',
  adminCoachId: null,
  region: 'US',
  profile: profileFixture(),
  ...overrides,
});

export const envelope = (data: unknown, code = 0, message = 'OK') => JSON.stringify({ code, message, data });

export const jsonResponse = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });
