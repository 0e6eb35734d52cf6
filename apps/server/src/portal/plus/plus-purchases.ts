import Decimal from 'decimal.js';
import { desc, eq, inArray } from 'drizzle-orm';
import { personName, type Locale, type PlusPlanId } from '@golf/contracts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { brandName } from '../../platform/payments/index.ts';
import { soldWithTaxIncluded, type Purchase } from '../../commerce/orders/index.ts';
import { playerHeads } from '../account/index.ts';
import { plusPurchases } from './plus.tables.ts';
import type { PlusChargeLines } from './plus-tax.ts';

/** What a Plus charge bought, in each language (receipts and the purchase history print it). */
const PLAN_NAMES: Record<Locale, Record<PlusPlanId, string>> = {
  en: { monthly: 'Plus, monthly plan', yearly: 'Plus, yearly plan' },
  fr: { monthly: 'Plus, formule mensuelle', yearly: 'Plus, formule annuelle' },
  ja: { monthly: 'Plus 月額プラン', yearly: 'Plus 年額プラン' },
  zh: { monthly: 'Plus 按月方案', yearly: 'Plus 按年方案' },
};

export const plusOrderNumber = (number: number) => `PL${String(number).padStart(8, '0')}`;

/** Records an approved Plus charge as a purchase, in the transaction that records the charge; a repeat records nothing. */
export async function recordPlusPurchase(
  tx: Tx,
  input: { paymentId: string; playerId: number; plan: PlusPlanId; lines: PlusChargeLines; card: { brand: string | null; last4: string | null }; paidAt: Date },
): Promise<void> {
  await tx
    .insert(plusPurchases)
    .values({
      paymentId: input.paymentId,
      playerId: input.playerId,
      plan: input.plan,
      lines: input.lines,
      cardBrand: input.card.brand,
      cardLast4: input.card.last4,
      paidAt: input.paidAt,
    })
    .onConflictDoNothing();
}

/**
 * The Plus charges of these players, newest first, in the shape of the shop's purchases so the
 * purchase history and its receipts serve them too: one line (the plan), its tax, and the total the
 * card was charged. Where the tax is inside the price (Japan), the figures are already tax-included.
 */
export async function plusPurchasesOf(db: Db, playerIds: number[], locale: Locale = 'en'): Promise<Purchase[]> {
  if (!playerIds.length) return [];
  const rows = await db
    .select({ charge: plusPurchases, firstName: playerHeads.firstName, lastName: playerHeads.lastName })
    .from(plusPurchases)
    .innerJoin(playerHeads, eq(playerHeads.id, plusPurchases.playerId))
    .where(inArray(plusPurchases.playerId, playerIds))
    .orderBy(desc(plusPurchases.paidAt), desc(plusPurchases.number))
    .limit(200);
  return rows.map(({ charge: c, firstName, lastName }) => {
    const l = c.lines;
    const name = personName({ firstName, lastName }).trim();
    const taxName = l.taxNames[locale] || l.taxName;
    return {
      requestId: c.paymentId,
      orderNumber: plusOrderNumber(c.number),
      total: l.total,
      currency: l.currency,
      date: c.paidAt,
      studentName: name,
      buyerName: name,
      status: 'complete',
      paidWith: c.cardLast4 ? `${brandName(c.cardBrand)} •••• ${c.cardLast4}` : null,
      items: [{ name: PLAN_NAMES[locale][c.plan], sku: `plus-${c.plan}`, quantity: 1, rowTotal: l.price, tax: l.tax }],
      subtotal: l.price,
      taxTotal: l.tax,
      discountTotal: '0',
      giftCodes: [],
      taxes: new Decimal(l.tax).isZero() ? [] : [{ label: taxName, rate: l.taxRate, amount: l.tax }],
      ...(l.isTaxInclusive ? { taxIncluded: soldWithTaxIncluded([l.price], []) } : {}),
    };
  });
}
