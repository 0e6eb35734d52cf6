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
