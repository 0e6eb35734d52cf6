import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { onTransaction, statementCache } from '../../platform/db/index.ts';
import { cartLinesOf, type CartRow, type CartTotals, type MadeHere, type Tx } from '../cart/index.ts';
import { cartGiftCodes, giftCodes } from './gift-cards.tables.ts';
import { maskGiftCode } from './gift-code-format.ts';

const ZERO = new Decimal(0);

// Read in every cart change's transaction (a cart's totals take its codes off), so built once.
const statements = statementCache((db) => ({
  appliedCodes: db
    .select({ code: giftCodes, requested: cartGiftCodes.amountRequested })
    .from(cartGiftCodes)
    .innerJoin(giftCodes, eq(giftCodes.id, cartGiftCodes.giftCodeId))
    .where(eq(cartGiftCodes.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartGiftCodes.createdAt), asc(giftCodes.id))
    .prepare('cart_gift_codes_applied'),
}));

/** Whether a code can pay today, in this currency. */
export function isUsable(code: Pick<typeof giftCodes.$inferSelect, 'isDisabled' | 'expiresAt' | 'currency' | 'balance'>, currency: string, now: Date): boolean {
  return !code.isDisabled && code.expiresAt.getTime() > now.getTime() && code.currency === currency && new Decimal(code.balance).greaterThan(0);
}

/**
 * The cart's totals with its gift codes taken off the grand total, in the order they were applied:
 * each pays what it was asked to (all it can when no amount was given), never more than its
 * balance nor more than what is left to pay. Gift card lines cannot be paid with a gift code.
 */
export async function giftCodeTotals(tx: Tx, cart: CartRow, totals: CartTotals, now: Date, madeHere: MadeHere): Promise<CartTotals> {
  const { giftCodes: _previous, ...rest } = totals;
  if (madeHere) return rest; // nobody could have applied a code to a cart made in this request
  const applied = await onTransaction(tx, statements, (s) => s.appliedCodes).execute({ cartId: cart.id });
  if (!applied.length) return rest;
  const giftLines = await cartLinesOf(tx, cart.id, 'giftcard');
  let payable = new Decimal(totals.grandTotal);
  for (const { id } of giftLines) {
    const line = totals.items[String(id)];
    if (line) payable = payable.minus(new Decimal(line.rowTotal).minus(line.discount).plus(line.tax));
  }
  payable = Decimal.max(payable, ZERO);
  let paid = ZERO;
  const codes: NonNullable<CartTotals['giftCodes']> = [];
  for (const { code, requested } of applied) {
    let amount = ZERO;
    if (isUsable(code, totals.currency, now)) {
      amount = Decimal.min(new Decimal(code.balance), payable);
      if (requested !== null) amount = Decimal.min(amount, new Decimal(requested));
    }
    payable = payable.minus(amount);
    paid = paid.plus(amount);
    codes.push({ code: code.code, amount: amount.toFixed(), balance: new Decimal(code.balance).toFixed(), masked: maskGiftCode(code.code) });
  }
  return { ...rest, grandTotal: Decimal.max(new Decimal(totals.grandTotal).minus(paid), ZERO).toFixed(), giftCodes: codes };
}
