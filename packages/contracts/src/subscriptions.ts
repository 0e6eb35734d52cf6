import { Type, type Static } from 'typebox';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled', 'complete', 'payment_failed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SubscriptionStorePath = Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20 }) });
export const SubscriptionByCustomerQuery = Type.Object({ customer_email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
export const SubscriptionByIdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const SubscriptionIdBody = Type.Object({ subscription_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const RescheduleBody = Type.Object(
  {
    subscription_id: Type.Integer({ minimum: 1 }),
    ship_date: Type.String({ format: 'date', description: 'the new billing and ship day, YYYY-MM-DD in the store time zone' }),
  },
  { additionalProperties: false },
);

const Address = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  street: Type.Array(Type.String()),
  city: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  postcode: Type.Union([Type.String(), Type.Null()]),
  country_id: Type.String(),
  telephone: Type.Union([Type.String(), Type.Null()]),
  /** carrier_method, on the shipping address. */
  shipping_method: Type.Union([Type.String(), Type.Null()]),
  shipping_description: Type.Union([Type.String(), Type.Null()]),
  /** The quote's totals sit on the address Magento collects them on (shipping; billing for a virtual quote), zero on the other. */
  subtotal: Type.String(),
  tax_amount: Type.String(),
  shipping_amount: Type.String(),
  discount_amount: Type.String(),
  grand_total: Type.String(),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A subscription as ParadoxLabs' REST answers it (spec §3 "Subscription"). */
export const SubscriptionView = Type.Object({
  entity_id: Type.Integer(),
  /** The same id, under the name the REST calls take it by. */
  subscription_id: Type.Integer(),
  increment_id: Type.String(),
  customer_id: Type.Integer(),
  store_id: Type.Integer(),
  /** The quote (cart) the subscription's first order was placed from. */
  quote_id: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  status: Type.String(),
  frequency_count: Type.Integer(),
  frequency_unit: Type.String(),
  length: Type.Integer({ description: 'installments in all; 0 = until cancelled' }),
  run_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_run: Type.Union([Type.String(), Type.Null()]),
  next_run: Type.String(),
  last_notified: Type.Union([Type.String(), Type.Null()]),
  subtotal: Type.String(),
  ship_date: Type.Union([Type.String(), Type.Null()]),
  retry_at: Type.Union([Type.String(), Type.Null()]),
  additional: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  quote: Type.Object({
    customer_email: Type.String(),
    quote_currency_code: Type.String(),
    subtotal: Type.String(),
    grand_total: Type.String(),
    items: Type.Array(
      Type.Object({
        sku: Type.String(),
        name: Type.String(),
        qty: Type.Number(),
        option: Type.String(),
        product_id: Type.Union([Type.Integer(), Type.Null()]),
        product_type: NullableString,
        price: NullableString,
        row_total: NullableString,
        tax_amount: NullableString,
        tax_percent: NullableString,
        discount_amount: NullableString,
        weight: NullableString,
        row_weight: NullableString,
      }),
    ),
    billing_address: Type.Union([Address, Type.Null()]),
    shipping_address: Type.Union([Address, Type.Null()]),
    payment: Type.Object({
      method: Type.String(),
      cc_type: Type.Union([Type.String(), Type.Null()]),
      cc_last_4: Type.Union([Type.String(), Type.Null()]),
      cc_exp_month: Type.Union([Type.Integer(), Type.Null()]),
      cc_exp_year: Type.Union([Type.Integer(), Type.Null()]),
      cc_owner: NullableString,
      po_number: NullableString,
      tokenbase_id: NullableString,
      paypal_payer_id: NullableString,
      paypal_payer_status: NullableString,
      paypal_correlation_id: NullableString,
      cc_ss_issue: NullableString,
      cc_ss_start_month: NullableString,
      cc_ss_start_year: NullableString,
    }),
  }),
  logs: Type.Array(
    Type.Object({
      log_id: Type.Integer(),
      agent: Type.String(),
      agent_id: Type.Integer(),
      order_id: Type.Union([Type.Integer(), Type.Null()]),
      order_increment_id: Type.Union([Type.String(), Type.Null()]),
      description: Type.String(),
      status: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type SubscriptionView = Static<typeof SubscriptionView>;
