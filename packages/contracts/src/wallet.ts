import { Type, type Static } from 'typebox';

const Money = (description: string) => Type.String({ description: `${description}; exact decimal string, e.g. "25.00"` });

/** One bucks credit: where it came from, what it gave, what is left and until when. */
export const BucksCredit = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('referral'), Type.Literal('promotion'), Type.Literal('refund')]),
  note: Type.String(),
  amount: Money('what the credit gave'),
  remaining: Money('what is left of it'),
  currency: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.Null(), Type.String()]),
  isUsable: Type.Boolean({ description: 'false once spent or expired' }),
});
export type BucksCredit = Static<typeof BucksCredit>;

/** GET /api/bucks: every credit, newest first, and the balance usable now (unexpired credits only). */
export const BucksList = Type.Object({ balance: Money('usable now'), currency: Type.String(), credits: Type.Array(BucksCredit) });
export type BucksList = Static<typeof BucksList>;

export const Coupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  value: Type.String({ description: 'percent off (e.g. "15") or an amount off in the currency' }),
  currency: Type.String(),
  /** 0 pending (usable), 1 used, 2 expired. */
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  expiresAt: Type.Union([Type.Null(), Type.String()]),
  usedAt: Type.Union([Type.Null(), Type.String()]),
});
export type Coupon = Static<typeof Coupon>;

/** GET /api/coupon: the coupons (only pending ones with status=0) and the bucks usable now. */
export const CouponList = Type.Object({ coupon: Type.Array(Coupon), buck: Money('bucks usable now'), currency: Type.String() });
export type CouponList = Static<typeof CouponList>;

export const CouponQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 pending, 1 used, 2 expired' })) },
  { additionalProperties: false },
);
export type CouponQuery = Static<typeof CouponQuery>;
