import { Type, type Static } from 'typebox';

export const RENEWAL_KINDS = ['game-plan', 'lesson-pack', 'practice-plan', 'membership-pack'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

export const RenewalPackage = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('game-plan'), Type.Literal('lesson-pack'), Type.Literal('practice-plan'), Type.Literal('membership-pack')]),
  name: Type.String(),
  price: Type.String({ description: 'exact decimal; tax included when the center prices tax-inclusive' }),
  currency: Type.String(),
  lessonCredits: Type.Integer(),
  practiceCredits: Type.Integer(),
  validDays: Type.Integer(),
});
export type RenewalPackage = Static<typeof RenewalPackage>;

/** GET /api/renewal/game-plan (and /v2): the center's packages with its tax. */
export const RenewalPlans = Type.Object({
  gamePlans: Type.Array(RenewalPackage),
  lessonPacks: Type.Array(RenewalPackage),
  practicePlans: Type.Array(RenewalPackage),
  membershipPacks: Type.Array(RenewalPackage),
  isMemberShip: Type.Boolean({ description: 'true when the center sells membership packs: they are then the plans' }),
  plans: Type.Array(RenewalPackage),
  tax: Type.String({ description: 'the tax rate in percent, e.g. "8.875"' }),
  taxName: Type.String(),
  isTaxInclusive: Type.Boolean({ description: 'prices include the tax (Japan)' }),
  currency: Type.String(),
  buck: Type.String({ description: 'bucks usable now' }),
  centerName: Type.String(),
});
export type RenewalPlans = Static<typeof RenewalPlans>;

export const MembershipPacks = Type.Object({ membershipPacks: Type.Array(RenewalPackage), isMemberShip: Type.Boolean(), currency: Type.String() });
export type MembershipPacks = Static<typeof MembershipPacks>;

/** GET /api/membership: the player's current membership pack, if any. */
export const CurrentMembership = Type.Object({
  membership: Type.Union([
    Type.Null(),
    Type.Object({ name: Type.String(), purchasedAt: Type.String(), expiresAt: Type.String(), lessonCredits: Type.Integer(), practiceCredits: Type.Integer() }),
  ]),
});
export type CurrentMembership = Static<typeof CurrentMembership>;

const Code = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });
const Amount = Type.String({ maxLength: 20, pattern: '^\\d+(\\.\\d{1,2})?$', description: 'a non-negative decimal, e.g. "25.00"' });

export const RenewalQuoteRequest = Type.Object(
  { packageId: Type.Integer({ minimum: 1 }), couponCode: Type.Optional(Code), bucks: Type.Optional(Amount), giftCode: Type.Optional(Code) },
  { additionalProperties: false },
);
export type RenewalQuoteRequest = Static<typeof RenewalQuoteRequest>;

/** What the player pays, line by line; the same figures are charged. */
export const RenewalQuote = Type.Object({
  packageId: Type.Integer(),
  name: Type.String(),
  currency: Type.String(),
  subtotal: Type.String(),
  couponDiscount: Type.String(),
  bucksUsed: Type.String(),
  giftUsed: Type.String(),
  tax: Type.String({ description: 'the tax amount (inside the price when tax-inclusive)' }),
  taxName: Type.String(),
  taxRate: Type.String(),
  isTaxInclusive: Type.Boolean(),
  total: Type.String({ description: 'what the card is charged' }),
});
export type RenewalQuote = Static<typeof RenewalQuote>;

export const RenewalRequest = Type.Object(
  {
    packageId: Type.Integer({ minimum: 1 }),
    couponCode: Type.Optional(Code),
    bucks: Type.Optional(Amount),
    giftCode: Type.Optional(Code),
    cardToken: Type.Optional(Type.String({ minLength: 8, maxLength: 200, description: 'needed unless coupon, bucks and gift code cover everything' })),
    idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
export type RenewalRequest = Static<typeof RenewalRequest>;

export const RenewalOrder = Type.Object({
  requestId: Type.String(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('requires_action'), Type.Literal('succeeded'), Type.Literal('failed')]),
  orderNumber: Type.Union([Type.Null(), Type.String()]),
  quote: RenewalQuote,
  message: Type.Union([Type.Null(), Type.String()]),
  /** With failed: the gateway's reason for the decline, for the screen to word. */
  declineCode: Type.Union([Type.Null(), Type.String()]),
  challengeUrl: Type.Union([Type.Null(), Type.String()]),
  creditsAdded: Type.Object({ lesson: Type.Integer(), practice: Type.Integer() }),
});
export type RenewalOrder = Static<typeof RenewalOrder>;
