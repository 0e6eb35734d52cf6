import Decimal from 'decimal.js';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { CartTotals, Tx } from '../cart/index.ts';
import { unableToPlace } from '../checkout/index.ts';
import { maskGiftCode } from './gift-code-format.ts';
import { giftCodeHistory, giftCodes, orderGiftCodes } from './gift-cards.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

/**
 * Takes what each gift code pays from its balance, in the order's transaction. Each decrement is one
 * conditional update (`balance >= amount`): the row lock makes concurrent orders spending one code
 * wait for each other, and the condition is checked again on the latest balance, so the balance
 * never goes below zero. A code that no longer covers its amount refuses the whole order.
 */
export async function spendGiftCodes(tx: Tx, orderNumber: string, totals: CartTotals, agreed: CartTotals, now: Date): Promise<void> {
  // The customer agreed to the amounts the cart showed: a code that covers less now (another order
  // spent it meanwhile) refuses the order rather than silently charging the card more.
  for (const shown of agreed.giftCodes ?? []) {
    const current = totals.giftCodes?.find((g) => g.code === shown.code);
    if (new Decimal(current?.amount ?? 0).lessThan(shown.amount))
      throw unableToPlace(
        `The gift code ${maskGiftCode(shown.code)} no longer has ${new Decimal(shown.amount).toFixed(2)} to spend. Remove it or apply a smaller amount.`,
      );
  }
  for (const applied of totals.giftCodes ?? []) {
    const amount = new Decimal(applied.amount);
    if (amount.lessThanOrEqualTo(0)) continue;
    const [spent] = await tx
      .update(giftCodes)
      .set({ balance: sql`${giftCodes.balance} - ${amount.toFixed()}` })
      .where(
        and(eq(giftCodes.code, applied.code), eq(giftCodes.isDisabled, false), gt(giftCodes.expiresAt, now), sql`${giftCodes.balance} >= ${amount.toFixed()}`),
      )
      .returning({ id: giftCodes.id, balance: giftCodes.balance });
    if (!spent)
      throw unableToPlace(`The gift code ${maskGiftCode(applied.code)} no longer has ${amount.toFixed(2)} to spend. Remove it or apply a smaller amount.`);
    await tx.insert(orderGiftCodes).values({ orderNumber, giftCodeId: spent.id, amount: amount.toFixed() });
    await tx
      .insert(giftCodeHistory)
      .values({ giftCodeId: spent.id, action: 'spend', amount: amount.negated().toFixed(), balance: spent.balance, orderNumber, createdAt: now });
  }
}

/**
 * Gives gift code money back to its codes: all that is left of it (a declined card, a cancelled
 * order) or up to `limit` (a partial refund), each code in the order it was applied. Returns what
 * went back. Safe to repeat: `returned` never passes `amount` (a check constraint).
 */
export async function giveBackGiftCodes(tx: Tx, orderNumber: string, action: 'refund' | 'cancel', now: Date, limit?: Decimal): Promise<Decimal> {
  const rows = await tx.select().from(orderGiftCodes).where(eq(orderGiftCodes.orderNumber, orderNumber)).orderBy(orderGiftCodes.giftCodeId).for('update');
  let left = limit ?? null;
  let total = new Decimal(0);
  for (const row of rows) {
    let back = new Decimal(row.amount).minus(row.returned);
    if (left) back = Decimal.min(back, left);
    if (back.lessThanOrEqualTo(0)) continue;
    await tx
      .update(orderGiftCodes)
      .set({ returned: sql`${orderGiftCodes.returned} + ${back.toFixed()}` })
      .where(and(eq(orderGiftCodes.orderNumber, orderNumber), eq(orderGiftCodes.giftCodeId, row.giftCodeId)));
    const [code] = await tx
      .update(giftCodes)
      .set({ balance: sql`${giftCodes.balance} + ${back.toFixed()}` })
      .where(eq(giftCodes.id, row.giftCodeId))
      .returning({ balance: giftCodes.balance });
    await tx
      .insert(giftCodeHistory)
      .values({ giftCodeId: row.giftCodeId, action, amount: back.toFixed(), balance: code!.balance, orderNumber, createdAt: now });
    total = total.plus(back);
    if (left) left = left.minus(back);
  }
  return total;
}

/** A declined card: the codes get everything back and the order's record goes (a retry keeps the number). */
export async function giveBackForDeclinedOrder(tx: Tx, orderNumber: string, now: Date): Promise<void> {
  await giveBackGiftCodes(tx, orderNumber, 'refund', now);
  await tx.delete(orderGiftCodes).where(eq(orderGiftCodes.orderNumber, orderNumber));
}

/**
 * Gives back the gift code money of a cancelled or refunded order (the orders and returns domains
 * call it): everything on cancel, up to `amount` on a refund. Refuses an order no code paid for.
 */
export async function returnGiftCodeMoney(ctx: Ctx, orderNumber: string, kind: 'cancel' | 'refund', amount?: string): Promise<string> {
  return inTransaction(ctx.db, async (tx) => {
    const [any] = await tx.select({ n: orderGiftCodes.orderNumber }).from(orderGiftCodes).where(eq(orderGiftCodes.orderNumber, orderNumber)).limit(1);
    if (!any) throw new ServiceError('not-found', 'No gift code paid for this order.');
    return (await giveBackGiftCodes(tx, orderNumber, kind, ctx.clock.now(), amount ? new Decimal(amount) : undefined)).toFixed();
  });
}
