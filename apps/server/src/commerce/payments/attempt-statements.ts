import { and, eq, inArray, sql } from 'drizzle-orm';
import { setTo, statementCache, type Db } from '../../platform/db/index.ts';
import { paymentAttempts, type PaymentStatus } from './payment-attempts.tables.ts';

const p = (name: string) => sql.placeholder(name);

/**
 * Every purchase writes an attempt and its answer: two statements whose building (some twenty
 * columns each) cost more of the server's time than running them, so they are prepared once.
 */
function prepareAll(db: Db) {
  // No `now` given: the database's clock, as the columns' default.
  const stamp = sql`coalesce(${p('now')}::timestamptz, now())`;
  return {
    // Once per idempotency key: a second insert of a key writes nothing and answers no row.
    begin: db
      .insert(paymentAttempts)
      .values({
        id: p('id'),
        kind: 'charge',
        purpose: p('purpose'),
        reference: p('reference'),
        idempotencyKey: p('idempotencyKey'),
        method: p('method'),
        status: p('status'),
        amount: p('amount'),
        currency: p('currency'),
        customerId: p('customerId'),
        playerId: p('playerId'),
        cartId: p('cartId'),
        orderId: p('orderId'),
        ccType: p('ccType'),
        ccLast4: p('ccLast4'),
        ccExpMonth: p('ccExpMonth'),
        ccExpYear: p('ccExpYear'),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .onConflictDoNothing({ target: paymentAttempts.idempotencyKey })
      .returning()
      .prepare('payment_attempt_begin'),
    // The method's answer, on an attempt still waiting for it.
    settle: db
      .update(paymentAttempts)
      .set({
        status: setTo<PaymentStatus>('status'),
        gatewayChargeId: setTo<string | null>('gatewayChargeId'),
        threeDsTransId: setTo<string | null>('threeDsTransId'),
        ccType: setTo<string | null>('ccType'),
        ccLast4: setTo<string | null>('ccLast4'),
        ccExpMonth: setTo<number | null>('ccExpMonth'),
        ccExpYear: setTo<number | null>('ccExpYear'),
        failureCode: setTo<string | null>('failureCode'),
        failureMessage: setTo<string | null>('failureMessage'),
        updatedAt: setTo<Date>('updatedAt'),
      })
      .where(and(eq(paymentAttempts.idempotencyKey, p('key')), inArray(paymentAttempts.status, ['processing', 'requires_action'])))
      .returning()
      .prepare('payment_attempt_settle'),
  };
}

/** The statements of a database handle, prepared on first use (run on a transaction with onTransaction). */
export const attemptStatements = statementCache(prepareAll);
