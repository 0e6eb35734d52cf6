import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { paymentAttempts, type PaymentStatus } from './payment-attempts.tables.ts';
import type { PaymentAttempt } from './attempts.ts';

type Handle = Db | Tx;

/**
 * A payment request waiting for the cardholder's bank (3-D Secure): the declined attempt becomes
 * the pending request, with the bank's page to open.
 */
export async function awaitVerification(db: Handle, id: string, input: { challengeUrl: string; threeDsTransId: string; now: Date }): Promise<PaymentAttempt> {
  const [row] = await (db as Db)
    .update(paymentAttempts)
    .set({
      status: 'requires_action',
      challengeUrl: input.challengeUrl,
      threeDsTransId: input.threeDsTransId,
      failureCode: null,
      failureMessage: null,
      updatedAt: input.now,
    })
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

/**
 * Records why a request failed; with `onlyFrom`, only while it is still in that state (of two polls
 * finishing together, one writes). Answers the row as it stands.
 */
export async function failPayment(
  db: Handle,
  id: string,
  input: { code: string; message: string; now: Date; onlyFrom?: PaymentStatus },
): Promise<PaymentAttempt> {
  const [row] = await (db as Db)
    .update(paymentAttempts)
    .set({ status: 'failed', challengeUrl: null, failureCode: input.code, failureMessage: input.message, updatedAt: input.now })
    .where(and(eq(paymentAttempts.id, id), input.onlyFrom ? eq(paymentAttempts.status, input.onlyFrom) : undefined))
    .returning();
  return row ?? (await (db as Db).select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
}

/**
 * After 3-D Secure, the purchase was placed again as a new attempt on the same cart: its outcome
 * is folded into the request the client holds (the spec's requestId), and the retry's row goes.
 */
export async function foldRetryIntoRequest(tx: Tx, request: PaymentAttempt, now: Date): Promise<PaymentAttempt> {
  const [retry] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.cartId, request.cartId!), ne(paymentAttempts.id, request.id)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (!retry) return (await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, request.id)))[0]!;
  await tx.delete(paymentAttempts).where(eq(paymentAttempts.id, retry.id));
  const { status, orderId, gatewayChargeId, threeDsTransId, ccType, ccLast4, ccExpMonth, ccExpYear, failureCode, failureMessage, idempotencyKey } = retry;
  const [row] = await tx
    .update(paymentAttempts)
    .set({
      status,
      orderId,
      gatewayChargeId,
      threeDsTransId,
      ccType,
      ccLast4,
      ccExpMonth,
      ccExpYear,
      failureCode,
      failureMessage,
      // The request now stands for the charge the retry made: it answers to that charge's key.
      idempotencyKey,
      challengeUrl: null,
      updatedAt: now,
    })
    .where(eq(paymentAttempts.id, request.id))
    .returning();
  return row!;
}
