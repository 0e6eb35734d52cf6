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
});

/** A subscription as ParadoxLabs' REST answers it (spec §3 "Subscription"). */
export const SubscriptionView = Type.Object({
  entity_id: Type.Integer(),
  increment_id: Type.String(),
  customer_id: Type.Integer(),
  store_id: Type.Integer(),
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
  quote: Type.Object({
    customer_email: Type.String(),
    quote_currency_code: Type.String(),
    items: Type.Array(Type.Object({ sku: Type.String(), name: Type.String(), qty: Type.Number(), option: Type.String() })),
    billing_address: Type.Union([Address, Type.Null()]),
    shipping_address: Type.Union([Address, Type.Null()]),
    payment: Type.Object({
      method: Type.String(),
      cc_type: Type.Union([Type.String(), Type.Null()]),
      cc_last_4: Type.Union([Type.String(), Type.Null()]),
      cc_exp_month: Type.Union([Type.Integer(), Type.Null()]),
      cc_exp_year: Type.Union([Type.Integer(), Type.Null()]),
    }),
  }),
  logs: Type.Array(
    Type.Object({
      log_id: Type.Integer(),
      agent: Type.String(),
      agent_id: Type.Integer(),
      order_increment_id: Type.Union([Type.String(), Type.Null()]),
      description: Type.String(),
      status: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type SubscriptionView = Static<typeof SubscriptionView>;
