import { Type, type Static } from 'typebox';

const Email = Type.String({ format: 'email', maxLength: 254 });

export const LoginBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** The sealed token pair another region's site handed over (see the wrong-region redirect). */
  transfer: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  rememberMe: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const Profile = Type.Object({
  id: Type.Integer(),
  email: Type.Union([Type.Null(), Type.String()]),
  firstName: Type.String(),
  lastName: Type.String(),
  region: Type.String(),
  type: Type.Integer({ description: '1 normal player, 2 simulator plus coach, 3 simulator' }),
  enableMetricDistances: Type.Boolean(),
  enableMetricSpeeds: Type.Boolean(),
  handedness: Type.String(),
  locale: Type.String(),
  centerId: Type.Union([Type.Null(), Type.Integer()]),
  hasFamily: Type.Boolean(),
  isSubAccountsLogin: Type.Boolean(),
  adminCoachId: Type.Union([Type.Null(), Type.Integer()]),
});
export type Profile = Static<typeof Profile>;

export const Session = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  /** Present once the session is complete; absent while a family parent still picks an account. */
  jwt_token: Type.Union([Type.Null(), Type.String()]),
  eToken: Type.Union([Type.Null(), Type.String()]),
  eStoreCode: Type.Union([Type.Null(), Type.String()]),
  eUrl: Type.Union([Type.Null(), Type.String()]),
  eSkytrakToken: Type.Union([Type.Null(), Type.String()]),
  eSkytrakStoreCode: Type.Union([Type.Null(), Type.String()]),
  tokenSource: Type.String(),
  adminCoachId: Type.Union([Type.Null(), Type.Integer()]),
  region: Type.String(),
  profile: Type.Union([Type.Null(), Profile]),
});
export type Session = Static<typeof Session>;

/** Answer of a sign-in on another region's site (code 90015). */
export const WrongRegion = Type.Object({
  region: Type.String(),
  siteUrl: Type.String(),
  transfer: Type.String(),
});
export type WrongRegion = Static<typeof WrongRegion>;

export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 10, maxLength: 200 }) });
export const LogoutBody = RefreshBody;

export const SubAccountLoginBody = Type.Object({ playerId: Type.Integer({ minimum: 1 }) });
export const SubAccountSession = Type.Object({
  authToken: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  eToken: Type.Union([Type.Null(), Type.String()]),
  eStoreCode: Type.Union([Type.Null(), Type.String()]),
  eUrl: Type.Union([Type.Null(), Type.String()]),
  eSkytrakToken: Type.Union([Type.Null(), Type.String()]),
  eSkytrakStoreCode: Type.Union([Type.Null(), Type.String()]),
  profile: Profile,
});
export type SubAccountSession = Static<typeof SubAccountSession>;

export const FamilyAccountQuery = Type.Object({ email: Email });
export const FamilyMember = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  isParent: Type.Boolean(),
});
export type FamilyMember = Static<typeof FamilyMember>;

export const AdminTicketQuery = Type.Object({
  playerId: Type.Optional(Type.Integer({ minimum: 1 })),
  email: Type.Optional(Email),
  isSkytrak: Type.Optional(Type.Boolean()),
});
export const AdminTicket = Type.Object({ ticket: Type.String(), expiresAt: Type.String(), playerId: Type.Integer() });
export const AdminLoginQuery = Type.Object({
  ticket: Type.String({ minLength: 10, maxLength: 200 }),
  isSkytrak: Type.Optional(Type.Boolean()),
});

export const WRONG_REGION_CODE = 90015;
