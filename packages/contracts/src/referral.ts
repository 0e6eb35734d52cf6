import { Type, type Static } from 'typebox';

export const ReferralQuery = Type.Object({ pid: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }) });

/** The landing page of a referring player: who invites, where, and the offer. */
export const ReferralLanding = Type.Object({
  pid: Type.String(),
  referrerFirstName: Type.String(),
  referrerLastInitial: Type.String(),
  center: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: Type.String(), city: Type.String(), region: Type.String() })]),
  region: Type.String(),
  offer: Type.Object({
    referralCredit: Type.Integer(),
    creditUnit: Type.Literal('bucks'),
    evaluationMinutesMin: Type.Integer(),
    evaluationMinutesMax: Type.Integer(),
  }),
});
export type ReferralLanding = Static<typeof ReferralLanding>;

/** POST /api/contact. The spec's field names, `recieveEmailFlg` spelled as the spec spells it. */
export const ReferralContactBody = Type.Object({
  centerId: Type.Integer({ minimum: 1 }),
  coverage: Type.Optional(Type.Boolean()),
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstname: Type.String({ minLength: 1, maxLength: 60 }),
  lastname: Type.String({ minLength: 1, maxLength: 60 }),
  phone: Type.String({ minLength: 3, maxLength: 32 }),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  recieveEmailFlg: Type.Optional(Type.Boolean()),
  referrer: Type.Optional(Type.String({ maxLength: 40 })),
  source: Type.Optional(Type.String({ maxLength: 60 })),
  // Japan
  altFirstName: Type.Optional(Type.String({ maxLength: 60 })),
  altLastName: Type.Optional(Type.String({ maxLength: 60 })),
  birthDate: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  birthMonth: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  birthYear: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  pref: Type.Optional(Type.Integer({ minimum: 1, maximum: 47 })),
  zipCode: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ReferralContactBody = Static<typeof ReferralContactBody>;
export const ReferralContactResult = Type.Object({ id: Type.Integer(), centerName: Type.String() });

/** A friend the player invited: who (first name and initial only), how far they got, and since when. */
export const ReferralFriend = Type.Object({
  firstName: Type.String(),
  lastInitial: Type.String(),
  /** `contacted`: asked the center to call through the link; `joined`: has an account of their own. */
  status: Type.Union([Type.Literal('contacted'), Type.Literal('joined')]),
  centerName: Type.Union([Type.Null(), Type.String()]),
  /** When the friend came through the link: their latest call request, or their sign-up. */
  since: Type.String({ format: 'date-time' }),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

/** GET /api/referral: the signed-in player's own invitation (code, offer) and the friends it brought. */
export const MyReferral = Type.Object({
  /** The code of the player's link; null for a family member without an e-mail of their own, who does not invite. */
  pid: Type.Union([Type.Null(), Type.String()]),
  offer: ReferralLanding.properties.offer,
  friends: Type.Array(ReferralFriend),
});
export type MyReferral = Static<typeof MyReferral>;
