import { Type, type Static } from 'typebox';

/** An address on a custom club order (Magento's field names). */
export const ClubOrderAddress = Type.Object(
  {
    firstname: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    lastname: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    street: Type.Array(Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }), { minItems: 1, maxItems: 3 }),
    city: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    region: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
    postcode: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    country_id: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$' }),
    telephone: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ClubOrderAddress = Static<typeof ClubOrderAddress>;

export const ClubOption = Type.Object({ code: Type.String(), option_title: Type.String(), option_value_title: Type.String() });

export const CustomClubItem = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  sessionId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.String({ description: 'club type code' }),
  selected: Type.Boolean(),
  isTecfitSession: Type.Boolean(),
  product_name: Type.String(),
  product_type: Type.String(),
  sku: Type.String(),
  vendor: Type.String(),
  price: Type.String(),
  options: Type.Array(ClubOption),
  build: Type.Record(Type.String(), Type.String()),
});

export const CustomClubOrder = Type.Object({
  id: Type.String({ description: 'the increment id' }),
  storeCode: Type.String(),
  orderStoreCode: Type.String(),
  status: Type.String({ description: 'pending, paying, financing, ordered, financed, shipped' }),
  currency: Type.String(),
  subtotal: Type.String(),
  deposit: Type.String(),
  discount: Type.String(),
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  gift_code: Type.Union([Type.String(), Type.Null()]),
  gift_used: Type.String(),
  deposit_due: Type.String({ description: 'what the card or lender pays now' }),
  balance: Type.String({ description: 'due on delivery (check / money order)' }),
  total: Type.String(),
  center_name: Type.String(),
  center_address: ClubOrderAddress,
  billing_address: Type.Union([ClubOrderAddress, Type.Null()]),
  shipping_address: Type.Union([ClubOrderAddress, Type.Null()]),
  is_pickup: Type.Boolean(),
  quote_id: Type.Union([Type.String(), Type.Null()]),
  order_number: Type.Union([Type.String(), Type.Null()]),
  deposit_method: Type.Union([Type.String(), Type.Null()]),
  balance_method: Type.Union([Type.String(), Type.Null()]),
  card: Type.Union([Type.Object({ cc_type: Type.Union([Type.String(), Type.Null()]), cc_last4: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  created_at: Type.String(),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  customClubItems: Type.Array(CustomClubItem),
});
export type CustomClubOrder = Static<typeof CustomClubOrder>;

export const CustomClubQuery = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 32 }),
  storeCode: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
});

const IncrementId = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' });
const Money = Type.Union([Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' }), Type.Number({ minimum: 0, maximum: 1e9 })]);
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });

export const EditClubAddressRequest = Type.Object(
  {
    order_increment_id: IncrementId,
    address: Type.Optional(ClubOrderAddress),
    is_pickup: Type.Optional(Type.Boolean({ description: 'shipping only: pick the clubs up at the center' })),
  },
  { additionalProperties: false },
);
export type EditClubAddressRequest = Static<typeof EditClubAddressRequest>;

export const DepositCouponCheckRequest = Type.Object(
  {
    coupon_code: Code,
    order_increment_id: IncrementId,
    mask_id: Type.Optional(Type.String({ maxLength: 64 })),
    additional_data: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export const DepositCouponCheck = Type.Object({
  is_valid: Type.Boolean(),
  message: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it does not apply (coupon_invalid, coupon_not_for_deposit), null when valid' }),
  coupon_code: Type.String(),
  discount: Type.String(),
  deposit: Type.String(),
  deposit_due: Type.String(),
});

export const DepositGiftCheckRequest = Type.Object(
  { gift_code: Code, order_increment_id: IncrementId, mask_id: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export const DepositGiftCheck = Type.Object({
  is_valid: Type.Boolean(),
  message: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it cannot pay (gift_invalid, gift_other_store, gift_spent), null when valid' }),
  gift_code_type: Type.String(),
  sku: Type.Union([Type.String(), Type.Null()]),
  sku_id: Type.Union([Type.Integer(), Type.Null()]),
  sku_name: Type.Union([Type.String(), Type.Null()]),
  sku_visibility: Type.Union([Type.Integer(), Type.Null()]),
  balance: Type.String(),
  usable_amount: Type.String({ description: 'how much of the deposit it can pay' }),
});

const Information = Type.Object(
  { billing_address: Type.Optional(ClubOrderAddress), shipping_address: Type.Optional(ClubOrderAddress), is_pickup: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const CouponUsed = Type.Object({ code: Code, discount: Money }, { additionalProperties: false, description: 'sent only when the discount is above 0' });
const GiftUsed = Type.Object({ code: Code, amount: Money }, { additionalProperties: false });

export const CardDepositRequest = Type.Object(
  {
    order_increment_id: IncrementId,
    set_information: Type.Optional(Information),
    deposit_request: Type.Object(
      {
        amount: Money,
        payment_method: Type.Optional(Type.Literal('authnetcim')),
        token: Type.String({ minLength: 8, maxLength: 128, description: 'the card token from the gateway (Accept.js data value)' }),
        challenge_callback_url: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)' })),
      },
      { additionalProperties: false },
    ),
    coupon_used: Type.Optional(CouponUsed),
    giftvoucher_deposit_used: Type.Optional(GiftUsed),
  },
  { additionalProperties: false },
);
export type CardDepositRequest = Static<typeof CardDepositRequest>;

export const ZeroDepositRequest = Type.Object(
  {
    order_increment_id: IncrementId,
    set_information: Type.Optional(Information),
    coupon_used: Type.Optional(CouponUsed),
    giftvoucher_deposit_used: Type.Optional(GiftUsed),
  },
  { additionalProperties: false },
);
export type ZeroDepositRequest = Static<typeof ZeroDepositRequest>;

export const FinancedDepositRequest = Type.Object(
  {
    order_increment_id: IncrementId,
    set_information: Type.Optional(Information),
    deposit_request: Type.Object(
      {
        amount: Type.Optional(Money),
        confirm_url: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)' })),
        cancel_url: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)' })),
        checkout_token: Type.Optional(Type.String({ minLength: 8, maxLength: 128, description: 'given back by the lender: authorizes the approved loan' })),
      },
      { additionalProperties: false },
    ),
    coupon_used: Type.Optional(CouponUsed),
    giftvoucher_deposit_used: Type.Optional(GiftUsed),
  },
  { additionalProperties: false },
);
export type FinancedDepositRequest = Static<typeof FinancedDepositRequest>;

/** The outcome of a deposit call: paid (with the balance order), a bank challenge, or the lender's page. */
export const DepositResult = Type.Object({
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('requires_action'), Type.Literal('redirect')]),
  message: Type.String(),
  order_increment_id: Type.String(),
  order_number: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  deposit_paid: Type.String(),
  gift_used: Type.String(),
  discount: Type.String(),
  balance: Type.String(),
  balance_method: Type.Union([Type.Literal('checkmo'), Type.Null()]),
  total: Type.String(),
  challenge_url: Type.Union([Type.String(), Type.Null()]),
  redirect_url: Type.Union([Type.String(), Type.Null()]),
  checkout_token: Type.Union([Type.String(), Type.Null()]),
});
export type DepositResult = Static<typeof DepositResult>;

export const DeleteClubOrderRequest = Type.Object({ order_increment_id: IncrementId }, { additionalProperties: false });
export const ShipClubOrderRequest = Type.Object({ order_increment_id: IncrementId }, { additionalProperties: false });
export const CenterAddressQuery = Type.Object({ order_increment_id: Type.Optional(IncrementId) });
export const CenterAddress = Type.Object({ center_name: Type.String(), address: ClubOrderAddress });
