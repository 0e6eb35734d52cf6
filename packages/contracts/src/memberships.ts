import { Type, type Static } from 'typebox';

/**
 * Launch-monitor devices and memberships (spec 001 §3 "Simulator membership and device", §7
 * "Simulator devices and memberships"). Money is an exact decimal string in the store's currency.
 */
const MoneyText = Type.String({ description: 'exact decimal amount, e.g. "199.99"' });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Iso = Type.String({ description: 'ISO time' });

/** A serial number as printed on the unit: 6 to 20 letters and digits (dashes and spaces are ignored). */
export const Esn = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 -]+$' });
const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const MEMBERSHIP_SOURCES = ['simulation', 'legacy', 'skytrak'] as const;
export const MEMBERSHIP_STATUSES = ['pending', 'scheduled', 'active', 'past_due', 'lapsed', 'expired', 'replaced'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const DEVICE_CHECK_STATUSES = ['available', 'yours', 'invalidESN', 'blocked', 'taken'] as const;

export const Device = Type.Object({
  deviceId: Type.Integer(),
  esn: Type.String(),
  model: Type.String(),
  name: Type.String(),
  blocked: Type.Boolean(),
  blockedReason: Type.Union([Type.Literal('lost'), Type.Literal('stolen'), Type.Null()]),
  registeredAt: Nullable(Iso),
  /** What the device unlocks now: the feature list of its live memberships (empty when lapsed). */
  features: Type.Array(Type.String()),
  activeMembershipId: Type.Union([Type.Integer(), Type.Null()]),
});
export type Device = Static<typeof Device>;

export const DeviceCheckQuery = Type.Object({ esn: Esn }, { additionalProperties: false });
export const DeviceCheck = Type.Object({
  esn: Type.String(),
  status: Type.Union([Type.Literal('available'), Type.Literal('yours'), Type.Literal('invalidESN'), Type.Literal('blocked'), Type.Literal('taken')]),
  blocked: Type.Boolean(),
  /** What to do next, in a sentence. */
  advice: Type.String(),
  device: Type.Union([Type.Object({ deviceId: Type.Integer(), esn: Type.String(), model: Type.String() }), Type.Null()]),
});
export type DeviceCheck = Static<typeof DeviceCheck>;

export const DeviceRegisterBody = Type.Object({ esn: Esn, name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })) }, { additionalProperties: false });
export const DeviceIdBody = Type.Object({ deviceId: RowId }, { additionalProperties: false });
export const DeviceReportBody = Type.Object(
  { deviceId: RowId, status: Type.Union([Type.Literal('lost'), Type.Literal('stolen'), Type.Literal('found')]) },
  { additionalProperties: false },
);

export const UpgradeOption = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  /** What the upgrade costs now: the price difference for the part of the term left (see `rule`). */
  amount: MoneyText,
  /** The prorated price before VAT, and the VAT on it at the membership's rate (its billing country's, set when bought). */
  net: MoneyText,
  tax: MoneyText,
  vatRate: MoneyText,
  currency: Type.String(),
  daysLeft: Type.Integer(),
  termDays: Type.Integer(),
  newPrice: MoneyText,
  oldPrice: MoneyText,
});
export type UpgradeOption = Static<typeof UpgradeOption>;

export const Membership = Type.Object({
  membershipId: Type.Integer(),
  source: Type.Union([Type.Literal('simulation'), Type.Literal('legacy'), Type.Literal('skytrak')]),
  sku: Type.String(),
  planName: Type.String(),
  family: Type.String(),
  term: Type.Union([Type.Literal('monthly'), Type.Literal('yearly')]),
  price: MoneyText,
  currency: Type.String(),
  storeCode: Type.String(),
  device: Type.Object({ deviceId: Type.Integer(), esn: Type.String(), name: Type.String() }),
  startsAt: Iso,
  endsAt: Iso,
  /** When it renews (the end of the term) while auto-renew is on; null otherwise. */
  renewsAt: Nullable(Iso),
  autoRenew: Type.Boolean(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('scheduled'),
    Type.Literal('active'),
    Type.Literal('past_due'),
    Type.Literal('lapsed'),
    Type.Literal('expired'),
    Type.Literal('replaced'),
  ]),
  card: Type.Union([Type.Object({ brand: Type.String(), last4: Type.String() }), Type.Null()]),
  referenceLegacyId: Nullable(Type.String()),
  /** A legacy plan's own id, which a purchase names as its referenceLegacyId to carry the plan over; null for other sources. */
  legacyId: Nullable(Type.String()),
  upgrades: Type.Array(UpgradeOption),
});
export type Membership = Static<typeof Membership>;

export const MembershipQuery = Type.Object(
  { source: Type.Optional(Type.String({ maxLength: 40, pattern: '^(simulation|legacy|skytrak)(,(simulation|legacy|skytrak))*$' })) },
  { additionalProperties: false },
);
export const MembershipStatusBody = Type.Object({ membershipId: RowId, autoRenew: Type.Boolean() }, { additionalProperties: false });

export const MembershipPlan = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  family: Type.String(),
  rank: Type.Integer(),
  features: Type.Array(Type.String()),
  monthlyPrice: MoneyText,
  yearlyPrice: MoneyText,
  currency: Type.String(),
  storeCode: Type.String(),
  /** VAT and the total to pay for the billing country of the list (`billing.country`); tax 0.00 outside the EU. */
  monthlyTax: MoneyText,
  monthlyTotal: MoneyText,
  yearlyTax: MoneyText,
  yearlyTotal: MoneyText,
});
export type MembershipPlan = Static<typeof MembershipPlan>;

/** The billing countries a buyer may choose (every country; the EU ones carry VAT in the US store). */
export const BillingCountry = Type.Object({ country_id: Type.String(), vat_rate: MoneyText });
export type BillingCountry = Static<typeof BillingCountry>;

export const PlansQuery = Type.Object(
  { country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'the billing country (ISO 3166 alpha-2) the totals are for' })) },
  { additionalProperties: false },
);

export const EuCountry = Type.Object({ country_id: Type.String(), name: Type.String(), vat_rate: MoneyText });
export type EuCountry = Static<typeof EuCountry>;

const InfoCard = Type.Object(
  {
    token: Type.String({ minLength: 8, maxLength: 128, description: 'the card token from the gateway (Accept.js data value / Moneris data key)' }),
    challenge_callback_url: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)' })),
  },
  { additionalProperties: false },
);
const ChargeFields = {
  customerEmail: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }) }, { additionalProperties: false }),
  cart: Type.Object(
    {
      /** Chosen by the client once per purchase: asking again with it answers the first result. */
      reference: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
      sku: Type.String({ minLength: 1, maxLength: 64 }),
      term: Type.Union([Type.Literal('monthly'), Type.Literal('yearly')]),
      deviceId: RowId,
      /** The total the customer was shown; the charge is refused when the server's differs. */
      amount: Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' }),
    },
    { additionalProperties: false },
  ),
  nextCharge: Type.Optional(Type.String({ maxLength: 40, description: 'the first charge date the client showed; the server answers its own' })),
  activeDate: Type.Optional(Type.String({ format: 'date', description: 'the day the membership starts (today or later)' })),
  referenceLegacyId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })),
  infoCard: InfoCard,
  customerAddressId: Type.Optional(RowId),
  /** ISO country of the billing address when it has none on file (EU countries add VAT). */
  countryId: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
};
export const MembershipChargeBody = Type.Object(ChargeFields, { additionalProperties: false });
export type MembershipChargeBody = Static<typeof MembershipChargeBody>;

/**
 * The charge request's fields (spec: "the same fields plus card-token fields, payment_method,
 * subscriptionID, typeProduct"), each checked against the membership: the e-mail is the owner's,
 * cart.sku is typeProduct, cart.term and cart.deviceId the membership's, activeDate today (an
 * upgrade starts at once), referenceLegacyId the legacy plan it carried over, customerAddressId one
 * of the customer's addresses. The amount shown is cart.amount (or amount).
 */
// The billing country sets a new membership's tax; an upgrade keeps the membership's.
const { countryId: _countryId, ...upgradeChargeFields } = ChargeFields;
export const UpgradePlanBody = Type.Object(
  {
    ...upgradeChargeFields,
    customerEmail: Type.Optional(ChargeFields.customerEmail),
    cart: Type.Optional(ChargeFields.cart),
    subscriptionID: RowId,
    typeProduct: Type.String({ minLength: 1, maxLength: 64, description: 'the SKU of the plan to move to' }),
    payment_method: Type.Optional(Type.Union([Type.Literal('authnetcim'), Type.Literal('moneris')])),
    /** The prorated amount the customer was shown; refused when the server's differs. */
    amount: Type.Optional(Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' })),
    /** A new card; without it the membership's stored card pays. */
    infoCard: Type.Optional(InfoCard),
    /** The card-token fields flat, as Accept.js answers them (dataValue is infoCard.token). */
    dataValue: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
    dataDescriptor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type UpgradePlanBody = Static<typeof UpgradePlanBody>;

export const MembershipChargeResult = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('scheduled'), Type.Literal('requires_action')]),
  message: Type.String(),
  increment_id: Type.Union([Type.String(), Type.Null()]),
  amount: MoneyText,
  tax: MoneyText,
  currency: Type.String(),
  nextCharge: Nullable(Iso),
  challenge_url: Nullable(Type.String()),
  membership: Type.Union([Membership, Type.Null()]),
});
export type MembershipChargeResult = Static<typeof MembershipChargeResult>;

export const MembershipPurchase = Type.Object({
  increment_id: Type.String(),
  kind: Type.Union([Type.Literal('purchase'), Type.Literal('renewal'), Type.Literal('upgrade'), Type.Literal('prepaid')]),
  status: Type.Union([Type.Literal('paid'), Type.Literal('scheduled'), Type.Literal('declined')]),
  sku: Type.String(),
  planName: Type.String(),
  esn: Type.String(),
  amount: MoneyText,
  tax: MoneyText,
  currency: Type.String(),
  storeCode: Type.String(),
  card: Type.Union([Type.Object({ brand: Type.String(), last4: Type.String() }), Type.Null()]),
  createdAt: Iso,
});
export type MembershipPurchase = Static<typeof MembershipPurchase>;
export const PurchaseQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);
export const PurchasePage = Type.Object({ items: Type.Array(MembershipPurchase), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });

/** The plans of the caller's launch-monitor store (GET /api/skytrak/membership/plans). */
export const MembershipPlans = Type.Object({
  storeCode: Type.String(),
  currency: Type.String(),
  plans: Type.Array(MembershipPlan),
  /** How an upgrade is priced, in a sentence shown before paying. */
  prorationRule: Type.String(),
  /**
   * The billing country the totals are for (the one asked, else the default billing address's,
   * else none), its VAT rate, and the countries to choose from (empty where no VAT applies).
   */
  billing: Type.Object({ country: Type.Union([Type.String(), Type.Null()]), vatRate: MoneyText, countries: Type.Array(BillingCountry) }),
});
