import Decimal from 'decimal.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { personName, type Locale, type RenewalKind } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { textIn } from '../../platform/i18n.ts';
import { brandName } from '../../platform/payments/index.ts';
import { paymentsOfPlayer } from '../../commerce/payments/index.ts';
import { soldWithTaxIncluded, type Purchase } from '../../commerce/orders/index.ts';
import { playerHeads } from '../account/index.ts';
import { renewalOrders, renewalPackages } from './renewal.tables.ts';

/** A paid renewal as a purchase-history entry; each item says what the package held, for the app to word. */
export interface RenewalPurchase extends Purchase {
  items: (Purchase['items'][number] & { renewal: { kind: RenewalKind; lessonCredits: number; practiceCredits: number } })[];
}

/** The card of each paid renewal (by payment reference), as receipts print it: "Visa •••• 4242". */
async function renewalCards(db: Db, playerIds: number[]): Promise<Map<string, string>> {
  const attempts = (await Promise.all(playerIds.map((id) => paymentsOfPlayer(db, id, ['renewal'])))).flat();
  return new Map(
    attempts.filter((a) => a.kind === 'charge' && a.status === 'succeeded' && a.ccLast4).map((a) => [a.reference, `${brandName(a.ccType)} •••• ${a.ccLast4}`]),
  );
}

export const renewalOrderNumber = (number: number) => `RN${String(number).padStart(8, '0')}`;

/**
 * The paid renewals of these players, newest first, in the shape of the shop's purchases so the
 * purchase history and its receipts serve both. The amounts are the order's own quote: the total
 * is what the card was charged; coupon, bucks and gift code together are the discount.
 */
export async function renewalPurchasesOf(db: Db, playerIds: number[], locale?: Locale): Promise<RenewalPurchase[]> {
  if (!playerIds.length) return [];
  const rows = await db
    .select({
      order: renewalOrders,
      kind: renewalPackages.kind,
      names: renewalPackages.names,
      firstName: playerHeads.firstName,
      lastName: playerHeads.lastName,
    })
    .from(renewalOrders)
    .innerJoin(renewalPackages, eq(renewalPackages.id, renewalOrders.packageId))
    .innerJoin(playerHeads, eq(playerHeads.id, renewalOrders.playerId))
    .where(and(inArray(renewalOrders.playerId, playerIds), eq(renewalOrders.status, 'succeeded')))
    .orderBy(desc(renewalOrders.paidAt), desc(renewalOrders.number))
    .limit(200);
  const cards = await renewalCards(db, playerIds);
  return rows.map(({ order: o, kind, names, firstName, lastName }) => {
    const q = o.quote;
    const name = personName({ firstName, lastName }).trim();
    const discount = new Decimal(q.couponDiscount).plus(q.bucksUsed);
    return {
      requestId: o.id,
      orderNumber: renewalOrderNumber(o.number),
      total: q.total,
      currency: q.currency,
      date: o.paidAt ?? o.createdAt,
      studentName: name,
      buyerName: name,
      status: 'complete',
      // No card details are kept with a renewal, only the gateway's token.
      // The card the payment took (brand and last four, kept with the attempt); the receipt words a missing one.
      paidWith: cards.get(`renewal:${o.id}`) ?? null,
      items: [
        {
          // In the reader's language where one is asked for (the package's names), else as it was sold.
          name: locale ? textIn(names, locale, q.name) : q.name,
          sku: `renewal-${q.packageId}`,
          quantity: 1,
          rowTotal: q.subtotal,
          tax: q.tax,
          renewal: { kind, lessonCredits: o.lessonCredits, practiceCredits: o.practiceCredits },
        },
      ],
      subtotal: q.subtotal,
      taxTotal: q.tax,
      discountTotal: discount.toFixed(),
      // The renewal keeps what its gift code paid, not the code.
      giftCodes: new Decimal(q.giftUsed).isZero() ? [] : [{ code: '', amount: q.giftUsed }],
      taxes: q.taxName && !new Decimal(q.tax).isZero() ? [{ label: q.taxName, rate: q.taxRate, amount: q.tax }] : [],
      // A center that prices tax-inclusive (Japan) sold the package with its tax in: the receipt prints the
      // figures as they are and names the tax as included after the total, as the shop's receipts there do.
      ...(q.isTaxInclusive ? { taxIncluded: soldWithTaxIncluded([q.subtotal], [{ label: '', amount: discount.toFixed() }]) } : {}),
    };
  });
}
