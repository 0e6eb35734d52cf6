import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction, onTransaction, type Db, type Tx } from '../../platform/db/index.ts';
import { attemptStatements } from './attempt-statements.ts';
import { randomToken } from '../../platform/crypto.ts';
import type { ChargeResult, RefundResult } from '../../platform/payments/index.ts';
import { paymentAttempts, type PaymentPurpose, type PaymentStatus } from './payment-attempts.tables.ts';
import { paymentMethodOf } from './payment-methods.ts';

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
type Handle = Db | Tx;

/** A payment request id as the spec's clients carry it (requestId). */
const newPaymentId = () => `pay_${randomToken(18)}`;

/** Who pays and for what: the rows an attempt belongs to. */
export interface PaymentSubject {
  purpose: PaymentPurpose;
  reference: string;
  method: string;
  amount: string;
  currency: string;
  idempotencyKey: string;
  customerId?: number | null;
  playerId?: number | null;
  cartId?: number | null;
  orderId?: number | null;
  card?: { ccType: string | null; ccLast4: string | null; ccExpMonth: number | null; ccExpYear: number | null } | null;
}

/**
 * Records an attempt before its method is asked (in the caller's transaction when the attempt is
 * part of writing an order), once per idempotency key: asking again answers the first row.
 */
export async function beginPayment(db: Handle, subject: PaymentSubject, status: PaymentStatus = 'processing', now?: Date): Promise<PaymentAttempt> {
  const [row] = await insertAttempt(db, subject, status, now);
  return row ?? (await attemptByKey(db, subject.idempotencyKey))!;
}

/** The attempt's row, unless its key has one already (then no row). */
function insertAttempt(db: Handle, subject: PaymentSubject, status: PaymentStatus, now?: Date): Promise<PaymentAttempt[]> {
  return onTransaction(db as Tx, attemptStatements, (s) => s.begin).execute({
    id: newPaymentId(),
    purpose: subject.purpose,
    reference: subject.reference,
    idempotencyKey: subject.idempotencyKey,
    method: subject.method,
    status,
    amount: subject.amount,
    currency: subject.currency,
    customerId: subject.customerId ?? null,
    playerId: subject.playerId ?? null,
    cartId: subject.cartId ?? null,
    orderId: subject.orderId ?? null,
    ccType: subject.card?.ccType ?? null,
    ccLast4: subject.card?.ccLast4 ?? null,
    ccExpMonth: subject.card?.ccExpMonth ?? null,
    ccExpYear: subject.card?.ccExpYear ?? null,
    now: now ?? null,
  });
}

/** Writes the method's answer on an attempt still waiting for it (a settled attempt keeps its first answer). */
async function settle(db: Handle, key: string, charge: ChargeResult, now: Date): Promise<{ row: PaymentAttempt; first: boolean }> {
  const approved = charge.status === 'approved';
  const [row] = await onTransaction(db as Tx, attemptStatements, (s) => s.settle).execute({
    key,
    status: approved ? 'succeeded' : 'failed',
    gatewayChargeId: charge.chargeId,
    threeDsTransId: charge.authenticationId,
    ccType: charge.brand,
    ccLast4: charge.last4,
    ccExpMonth: charge.expMonth,
    ccExpYear: charge.expYear,
    failureCode: approved ? null : (charge.declineCode ?? 'card_declined'),
    failureMessage: approved ? null : charge.message,
    updatedAt: now,
  });
  return row ? { row, first: true } : { row: (await attemptByKey(db, key))!, first: false };
}

/** A charge's answer as its consequence sees it: `first` is true for the one call that recorded it. */
export interface ChargeAnswer {
  attempt: PaymentAttempt;
  charge: ChargeResult;
  first: boolean;
}

/**
 * The one way money is taken: records the attempt, asks its method once per key (the token is the
 * card's, for card methods; `authenticationId` the 3-D Secure verification made for this purchase)
 * and records the answer. `consequence` (paying the order, extending the plan) runs in the
 * transaction that records the answer, so a crash leaves neither or both; a repeated call, or one
 * after a crash, gets the method's first answer and runs the consequence with `first` false when
 * it had already been recorded.
 */
export async function chargePayment<T = ChargeAnswer>(
  ctx: Ctx,
  subject: PaymentSubject & { token: string | null; authenticationId?: string | null; begun?: boolean },
  consequence?: (tx: Tx, answer: ChargeAnswer) => Promise<T>,
): Promise<T> {
  // `begun`: recorded already (beginPayment in the order's transaction), so nothing to write or read back.
  if (!subject.begun) await insertAttempt(ctx.db, subject, 'processing', ctx.clock.now());
  const charge = await paymentMethodOf(subject.method).charge(ctx, {
    token: subject.token,
    amount: subject.amount,
    currency: subject.currency,
    idempotencyKey: subject.idempotencyKey,
    authenticationId: subject.authenticationId ?? null,
  });
  return inTransaction(ctx.db, async (tx) => {
    const settled = await settle(tx, subject.idempotencyKey, charge, ctx.clock.now());
    const answer = { attempt: settled.row, charge, first: settled.first };
    return consequence ? consequence(tx, answer) : (answer as T);
  });
}

/**
 * The one way money is given back: a refund attempt of an approved charge, once per key, through
 * the method that took it. The method keeps refunds from adding up to more than the charge.
 */
export async function refundPayment(
  ctx: Ctx,
  input: {
    purpose: PaymentPurpose;
    reference: string;
    method: string;
    chargeId: string;
    amount: string;
    currency: string;
    idempotencyKey: string;
    customerId?: number | null;
    playerId?: number | null;
    orderId?: number | null;
  },
): Promise<RefundResult> {
  const now = ctx.clock.now();
  await (ctx.db as Db)
    .insert(paymentAttempts)
    .values({
      id: newPaymentId(),
      kind: 'refund',
      purpose: input.purpose,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      status: 'processing',
      amount: input.amount,
      currency: input.currency,
      customerId: input.customerId ?? null,
      playerId: input.playerId ?? null,
      orderId: input.orderId ?? null,
      refundOf: input.chargeId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentAttempts.idempotencyKey });
  const result = await paymentMethodOf(input.method).refund(ctx, {
    chargeId: input.chargeId,
    amount: input.amount,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
  });
  await ctx.db
    .update(paymentAttempts)
    .set({
      status: result.status === 'succeeded' ? 'succeeded' : 'failed',
      gatewayChargeId: result.refundId,
      failureCode: result.failureCode,
      failureMessage: result.status === 'succeeded' ? null : result.message,
      updatedAt: now,
    })
    .where(and(eq(paymentAttempts.idempotencyKey, input.idempotencyKey), eq(paymentAttempts.status, 'processing')));
  return result;
}

/** What the method knows of a charge asked with this key (a stuck purchase's sweep asks). */
export async function chargeStatusOf(ctx: Ctx, method: string, idempotencyKey: string): Promise<ChargeResult | null> {
  return paymentMethodOf(method).chargeStatus(ctx, idempotencyKey);
}

export async function attemptByKey(db: Handle, key: string): Promise<PaymentAttempt | undefined> {
  const [row] = await (db as Db).select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key));
  return row;
}

export async function paymentById(db: Handle, id: string): Promise<PaymentAttempt | undefined> {
  const [row] = await (db as Db).select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

/** The newest attempt to pay for a cart. */
export async function latestPaymentOfCart(db: Handle, cartId: number, since?: Date): Promise<PaymentAttempt | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.cartId, cartId), since ? gt(paymentAttempts.createdAt, since) : undefined))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

/** An order's charge attempt. */
export async function paymentOfOrder(db: Handle, orderId: number): Promise<PaymentAttempt | undefined> {
  const [row] = await (db as Db)
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.kind, 'charge')));
  return row;
}

/** The successful charge of each of these orders: order id → payment request id. */
export async function paymentIdsOfOrders(db: Handle, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await (db as Db)
    .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, orderIds), eq(paymentAttempts.kind, 'charge'), eq(paymentAttempts.status, 'succeeded')));
  return new Map(rows.map((r) => [r.orderId!, r.id]));
}

/** A declined order is deleted: its attempt stays, as the decline's record, without it. */
export async function detachOrder(db: Handle, attemptId: string): Promise<void> {
  await (db as Db).update(paymentAttempts).set({ orderId: null }).where(eq(paymentAttempts.id, attemptId));
}

/** The attempts of a player, newest first (Plus shows its charges). */
export async function paymentsOfPlayer(db: Handle, playerId: number, purposes: PaymentPurpose[]): Promise<PaymentAttempt[]> {
  return (db as Db)
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.playerId, playerId), inArray(paymentAttempts.purpose, purposes)))
    .orderBy(desc(paymentAttempts.createdAt));
}
