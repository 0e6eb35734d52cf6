import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { randomToken } from '../../crypto.ts';
import type { FinancingCharge, FinancingCheckout, FinancingGateway } from '../financing.ts';
import { lenderCheckouts } from './lender.tables.ts';
import { inTransaction } from '../../db/index.ts';

export type LenderCheckoutRow = typeof lenderCheckouts.$inferSelect;

/** The plans the lender offers: months and yearly rate (0% on short plans, as Affirm's promotions). */
export const PLANS: readonly { months: number; apr: number }[] = [
  { months: 3, apr: 0 },
  { months: 6, apr: 0 },
  { months: 12, apr: 9.99 },
];

/** The monthly payment of a plan, rounded to the cent (standard amortization). */
export function monthlyPayment(amount: Decimal.Value, months: number, apr: number): string {
  const principal = new Decimal(amount);
  if (apr === 0) return principal.dividedBy(months).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
  const r = new Decimal(apr).dividedBy(1200);
  const factor = r.plus(1).pow(months);
  return principal.times(r).times(factor).dividedBy(factor.minus(1)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

const LIMITS = { min: '50', max: '17500' };

const chargeOf = (row: LenderCheckoutRow, message: string): FinancingCharge => ({
  status: row.status === 'approved' ? 'open' : (row.status as FinancingCharge['status']),
  chargeId: row.chargeId,
  amount: row.amount,
  currency: row.currency,
  termMonths: row.termMonths,
  message,
});

/**
 * The built-in lender, a complete stand-in for Affirm's checkout against its own table: it serves
 * the approval page (lender.routes.ts), decides within its limits, and authorizes and captures with
 * conditional updates, so a repeated call never changes a settled checkout.
 */
export class LocalLender implements FinancingGateway {
  readonly limits = LIMITS;
  constructor(private readonly db: Db) {}

  async openCheckout(input: {
    merchantRef: string;
    amount: string;
    currency: string;
    confirmUrl: string;
    cancelUrl: string;
    baseUrl: string;
    expiresAt: Date;
  }): Promise<FinancingCheckout> {
    const token = randomToken(24);
    await inTransaction(this.db, async (tx) => {
      // A new checkout for the same reference replaces one the customer left unanswered.
      await tx
        .update(lenderCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(lenderCheckouts.merchantRef, input.merchantRef), inArray(lenderCheckouts.status, ['open', 'approved'])));
      await tx.insert(lenderCheckouts).values({
        checkoutToken: token,
        merchantRef: input.merchantRef,
        amount: input.amount,
        currency: input.currency,
        confirmUrl: input.confirmUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
    });
    return { checkoutToken: token, redirectUrl: new URL(`/payments/financing/${token}`, input.baseUrl).toString() };
  }

  /** The checkout the lender's page shows, while it can still be answered. */
  async openForAnswer(token: string, now: Date): Promise<LenderCheckoutRow | null> {
    const [row] = await this.db.select().from(lenderCheckouts).where(eq(lenderCheckouts.checkoutToken, token));
    return row && row.status === 'open' && row.expiresAt > now ? row : null;
  }

  /**
   * The customer's answer on the lender's page. An approval outside the lender's limits is a
   * decline, as a real credit decision would be. Answers once; returns where the browser goes next.
   */
  async answer(token: string, outcome: 'approve' | 'decline', months: number, now: Date): Promise<string | null> {
    const row = await this.openForAnswer(token, now);
    if (!row) return null;
    const amount = new Decimal(row.amount);
    const approved =
      outcome === 'approve' && amount.greaterThanOrEqualTo(LIMITS.min) && amount.lessThanOrEqualTo(LIMITS.max) && PLANS.some((p) => p.months === months);
    const [settled] = await this.db
      .update(lenderCheckouts)
      .set({ status: approved ? 'approved' : 'declined', termMonths: approved ? months : null })
      .where(and(eq(lenderCheckouts.id, row.id), eq(lenderCheckouts.status, 'open')))
      .returning();
    if (!settled) return null;
    const back = new URL(approved ? row.confirmUrl : row.cancelUrl);
    back.searchParams.set('checkout_token', token);
    if (!approved) back.searchParams.set('financing', 'declined');
    return back.toString();
  }

  async authorize(checkoutToken: string, merchantRef: string, now: Date): Promise<FinancingCharge> {
    const [row] = await this.db
      .select()
      .from(lenderCheckouts)
      .where(and(eq(lenderCheckouts.checkoutToken, checkoutToken), eq(lenderCheckouts.merchantRef, merchantRef)));
    if (!row) return { status: 'unknown', chargeId: null, amount: '0', currency: '', termMonths: null, message: 'The lender does not know this checkout.' };
    if (row.status === 'approved') {
      const [authorized] = await this.db
        .update(lenderCheckouts)
        .set({ status: 'authorized', chargeId: `affirm_chg_${randomToken(12)}` })
        .where(and(eq(lenderCheckouts.id, row.id), eq(lenderCheckouts.status, 'approved')))
        .returning();
      if (authorized) return chargeOf(authorized, 'The loan is authorized.');
      return this.authorize(checkoutToken, merchantRef, now);
    }
    if (row.status === 'open' && row.expiresAt <= now) {
      await this.db
        .update(lenderCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(lenderCheckouts.id, row.id), eq(lenderCheckouts.status, 'open')));
      return chargeOf({ ...row, status: 'expired' }, 'The financing application expired. Apply again.');
    }
    const messages: Record<string, string> = {
      open: 'The financing application is still waiting for your answer at the lender.',
      declined: 'The lender declined the financing. Choose another way to pay the deposit.',
      authorized: 'The loan is authorized.',
      captured: 'The loan was captured.',
      voided: 'The loan was cancelled.',
      expired: 'The financing application expired. Apply again.',
    };
    return chargeOf(row, messages[row.status]!);
  }

  async capture(merchantRef: string): Promise<FinancingCharge | null> {
    const [row] = await this.db
      .update(lenderCheckouts)
      .set({ status: 'captured' })
      .where(and(eq(lenderCheckouts.merchantRef, merchantRef), eq(lenderCheckouts.status, 'authorized')))
      .returning();
    if (row) return chargeOf(row, 'The loan was captured.');
    const [done] = await this.db
      .select()
      .from(lenderCheckouts)
      .where(and(eq(lenderCheckouts.merchantRef, merchantRef), sql`${lenderCheckouts.status} = 'captured'`));
    return done ? chargeOf(done, 'The loan was already captured.') : null;
  }
}
