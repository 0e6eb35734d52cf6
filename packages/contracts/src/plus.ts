import { Type, type Static } from 'typebox';

export const PLUS_PLANS = ['monthly', 'yearly'] as const;
export type PlusPlanId = (typeof PLUS_PLANS)[number];

/** A Plus period's money as shown before paying and as charged: the price, its tax and the total. */
export const PlusPrice = Type.Object({
  price: Type.String({ description: 'exact decimal price per period (tax included where isTaxInclusive)' }),
  currency: Type.String(),
  tax: Type.String({ description: 'the tax of the period, added to the price or, where isTaxInclusive, inside it' }),
  taxName: Type.String({ description: 'the rates named in the request language, joined with " + "; empty when untaxed' }),
  taxRate: Type.String({ description: 'percent, all rates added' }),
  isTaxInclusive: Type.Boolean(),
  total: Type.String({ description: 'what the card is charged for the period' }),
});
export type PlusPrice = Static<typeof PlusPrice>;

export const PlusPlan = Type.Object({
  optionTypeId: Type.Union([Type.Literal('monthly'), Type.Literal('yearly')]),
  months: Type.Integer(),
  ...PlusPrice.properties,
});
export type PlusPlan = Static<typeof PlusPlan>;

/** What the player's Plus stands at; derived on the server from the subscription and the clock. */
export const PlusStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('trial'),
  Type.Literal('active'),
  Type.Literal('past_due'),
  Type.Literal('cancelling'),
  Type.Literal('ended'),
]);
export type PlusStatus = Static<typeof PlusStatus>;

export const PlusSubscription = Type.Object({
  status: PlusStatus,
  isPlusActive: Type.Boolean(),
  optionTypeId: Type.Union([Type.Null(), Type.Literal('monthly'), Type.Literal('yearly')]),
  currentPeriodEnd: Type.Union([Type.Null(), Type.String()]),
  cancelAtPeriodEnd: Type.Boolean(),
  card: Type.Union([Type.Null(), Type.Object({ brand: Type.String(), last4: Type.String() })]),
  failedAttempts: Type.Integer(),
  nextAttemptAt: Type.Union([Type.Null(), Type.String()]),
  lastCharge: Type.Union([Type.Null(), Type.Object({ ...PlusPrice.properties, chargedAt: Type.String() })], {
    description: 'the latest approved charge, with the lines it was made of',
  }),
});
export type PlusSubscription = Static<typeof PlusSubscription>;

/** GET /api/subscription: the offer (plans, what Plus adds), the player's subscription and holes played. */
export const PlusOffer = Type.Object({
  plans: Type.Array(PlusPlan),
  features: Type.Array(Type.String({ description: 'a feature key the web app names' })),
  subscription: PlusSubscription,
  holesPlayed: Type.Object({ last30Days: Type.Integer(), total: Type.Integer() }),
  tryTrial: Type.Boolean({ description: 'whether a free trial can still be started' }),
  billingCountry: Type.String({ description: "the billing address's country to suggest: the home center's (ISO 3166-1 alpha-2), else the region's" }),
});
export type PlusOffer = Static<typeof PlusOffer>;

export const PlusTrial = Type.Object({
  tryTrial: Type.Boolean(),
  trialDays: Type.Integer(),
  startedAt: Type.Union([Type.Null(), Type.String()]),
  endsAt: Type.Union([Type.Null(), Type.String()]),
  reason: Type.Union([Type.Null(), Type.String()]),
});
export type PlusTrial = Static<typeof PlusTrial>;

export const BillingAddress = Type.Object(
  {
    firstname: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    lastname: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    street: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    city: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    postcode: Type.String({ minLength: 2, maxLength: 12, pattern: '\\S' }),
    countryId: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' }),
  },
  { additionalProperties: false },
);
export type BillingAddress = Static<typeof BillingAddress>;

/** POST /api/subscription: buy Plus with a card token; the idempotency key makes a double click pay once. */
export const PlusBuyRequest = Type.Object(
  {
    optionTypeId: Type.Union([Type.Literal('monthly'), Type.Literal('yearly')]),
    cardToken: Type.String({ minLength: 8, maxLength: 200 }),
    billingAddress: BillingAddress,
    idempotencyKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    expectedTotal: Type.Optional(
      Type.String({
        pattern: '^\\d{1,9}(\\.\\d{1,2})?$',
        description: 'the total the offer showed; when the total is now another, nothing is charged (409, reason total-changed)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PlusBuyRequest = Static<typeof PlusBuyRequest>;

export const PlusBuyResult = Type.Object({
  buyStatus: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  message: Type.Union([Type.Null(), Type.String()]),
  declineCode: Type.Union([Type.Null(), Type.String()]),
  subscription: PlusSubscription,
});
export type PlusBuyResult = Static<typeof PlusBuyResult>;

export const PlayerScoreRequest = Type.Object(
  { typeScore: Type.String({ minLength: 1, maxLength: 40 }), value: Type.Number({ minimum: -1000, maximum: 1000 }) },
  { additionalProperties: false },
);
export type PlayerScoreRequest = Static<typeof PlayerScoreRequest>;
