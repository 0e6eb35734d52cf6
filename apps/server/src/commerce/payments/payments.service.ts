import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { randomToken } from '../../platform/crypto.ts';
import type { ChargeResult } from '../../platform/payments/index.ts';
import type { CartRow, Tx } from '../cart/index.ts';
import { payments, type PaymentStatus } from './payments.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;
type Handle = Db | Tx;

/** A payment request id as the spec's clients carry it (requestId). */
export const newPaymentId = () => `pay_${randomToken(18)}`;

/** Records an attempt to pay for a cart's order. */
export async function startPayment(
  db: Handle,
  input: {
    cart: CartRow;
    orderId: number | null;
    amount: string;
    currency: string;
    method: string;
    status: PaymentStatus;
    challengeUrl?: string | null;
    threeDsTransId?: string | null;
  },
): Promise<PaymentRow> {
  const [row] = await (db as Db)
    .insert(payments)
    .values({
      id: newPaymentId(),
      cartId: input.cart.id,
      orderId: input.orderId,
      customerId: input.cart.customerId,
      method: input.method,
      status: input.status,
      amount: input.amount,
      currency: input.currency,
      challengeUrl: input.challengeUrl ?? null,
      threeDsTransId: input.threeDsTransId ?? null,
      ccType: input.cart.paymentMethod?.card?.ccType ?? null,
      ccLast4: input.cart.paymentMethod?.card?.ccLast4 ?? null,
      ccExpMonth: input.cart.paymentMethod?.card?.ccExpMonth ?? null,
      ccExpYear: input.cart.paymentMethod?.card?.ccExpYear ?? null,
    })
    .returning();
  return row!;
}

/** Records the gateway's answer on the attempt: the masked card it charged, or why it declined. */
export async function settlePayment(db: Handle, id: string, charge: ChargeResult, orderId: number | null, now: Date): Promise<void> {
  await (db as Db)
    .update(payments)
    .set({
      status: charge.status === 'approved' ? 'succeeded' : 'failed',
      orderId,
      gatewayChargeId: charge.chargeId,
      threeDsTransId: charge.authenticationId,
      ccType: charge.brand,
      ccLast4: charge.last4,
      ccExpMonth: charge.expMonth,
      ccExpYear: charge.expYear,
      failureCode: charge.declineCode,
      failureMessage: charge.status === 'approved' ? null : charge.message,
      updatedAt: now,
    })
    .where(eq(payments.id, id));
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
