import Decimal from 'decimal.js';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/index.ts';
import { invalid } from '../../platform/errors.ts';
import { maskGiftCode, normalizeGiftCode } from './gift-code-format.ts';
import { giveBackForDeclinedOrder } from './gift-code-ledger.ts';
import { giftCodeHistory, giftCodes, orderGiftCodes } from './gift-cards.tables.ts';

/**
 * Gift codes spent outside a cart (the portal's renewals). `ref` plays the order number's part in
 * the ledger, so giving back and history work as for shop orders.
 */
export async function giftCodeAvailable(db: Db | Tx, typed: string, currency: string, now: Date): Promise<{ code: string; balance: Decimal }> {
  const code = normalizeGiftCode(typed);
  const [row] = code ? await db.select().from(giftCodes).where(eq(giftCodes.code, code)) : [];
  if (!row || row.isDisabled) throw invalid('giftCode', 'This gift code does not exist. Check the code and try again.');
  if (row.expiresAt <= now) throw invalid('giftCode', `The gift code ${maskGiftCode(row.code)} has expired.`);
  if (row.currency !== currency) throw invalid('giftCode', `The gift code ${maskGiftCode(row.code)} is in ${row.currency} and cannot pay in ${currency}.`);
  if (new Decimal(row.balance).lessThanOrEqualTo(0)) throw invalid('giftCode', `The gift code ${maskGiftCode(row.code)} has nothing left to spend.`);
  return { code: row.code, balance: new Decimal(row.balance) };
}

/** Takes `amount` from a code with one conditional update: the balance never goes below zero. */
export async function spendGiftCodeFor(tx: Tx, code: string, amount: Decimal, ref: string, now: Date): Promise<void> {
  if (amount.lessThanOrEqualTo(0)) return;
  const [spent] = await tx
    .update(giftCodes)
    .set({ balance: sql`${giftCodes.balance} - ${amount.toFixed()}` })
    .where(and(eq(giftCodes.code, code), eq(giftCodes.isDisabled, false), gt(giftCodes.expiresAt, now), sql`${giftCodes.balance} >= ${amount.toFixed()}`))
    .returning({ id: giftCodes.id, balance: giftCodes.balance });
  if (!spent) throw invalid('giftCode', `The gift code ${maskGiftCode(code)} no longer has ${amount.toFixed(2)} to spend. Apply a smaller amount.`);
  await tx.insert(orderGiftCodes).values({ orderNumber: ref, giftCodeId: spent.id, amount: amount.toFixed() });
  await tx
    .insert(giftCodeHistory)
    .values({ giftCodeId: spent.id, action: 'spend', amount: amount.negated().toFixed(), balance: spent.balance, orderNumber: ref, createdAt: now });
}

/** A declined payment: the codes get back what `ref` took. */
export async function giveBackGiftCodesFor(tx: Tx, ref: string, now: Date): Promise<void> {
  await giveBackForDeclinedOrder(tx, ref, now);
}
