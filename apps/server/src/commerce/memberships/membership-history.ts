import Decimal from 'decimal.js';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { textIn } from '../../platform/i18n.ts';
import { brandName } from '../../platform/payments/index.ts';
import { customerContacts } from '../customer/index.ts';
import type { Purchase } from '../orders/index.ts';
import { soldPlanOfPurchase } from './memberships.service.ts';
import { membershipPlans, membershipPurchases, memberships } from './memberships.tables.ts';

/** What the purchase history calls the tax a membership carries (EU VAT), and a charge that is not a first purchase. */
const WORDS: Record<Locale, { vat: string; renewal: string; upgrade: string }> = {
  en: { vat: 'VAT', renewal: 'renewal', upgrade: 'upgrade' },
  fr: { vat: 'TVA', renewal: 'renouvellement', upgrade: 'changement de formule' },
  ja: { vat: '付加価値税', renewal: '更新', upgrade: 'アップグレード' },
  zh: { vat: '增值税', renewal: '续订', upgrade: '升级' },
};

/**
 * The launch-monitor membership charges of the shop customer of an e-mail, newest first, in the
 * shape of the shop's purchases so the portal's purchase history and its receipts show them beside
 * the orders: one line (the plan, for which device), its VAT, and the amount the card was charged.
 * A charge still to come (a plan that starts later) is pending; declined and unfinished ones and
 * prepaid codes (no payment) are not purchases.
 */
export async function membershipPurchasesOfEmail(db: Db, email: string, locale: Locale = 'en'): Promise<Purchase[]> {
  const rows = await db
    .select({
      p: membershipPurchases,
      taxRate: memberships.taxRate,
      names: membershipPlans.names,
      firstname: customerContacts.firstname,
      lastname: customerContacts.lastname,
    })
    .from(membershipPurchases)
    .innerJoin(customerContacts, eq(customerContacts.id, membershipPurchases.customerId))
    .leftJoin(memberships, eq(memberships.id, membershipPurchases.membershipId))
    // The plan's translated name, while the store still sells it under the name bought.
    .leftJoin(membershipPlans, soldPlanOfPurchase(membershipPurchases.storeCode))
    .where(
      and(eq(customerContacts.email, email.toLowerCase()), inArray(membershipPurchases.status, ['paid', 'scheduled']), ne(membershipPurchases.kind, 'prepaid')),
    )
    .orderBy(desc(membershipPurchases.createdAt), desc(membershipPurchases.id))
    .limit(200);
  const words = WORDS[locale];
  return rows.map(({ p, taxRate, names, firstname, lastname }) => {
    const total = new Decimal(p.amount);
    const tax = new Decimal(p.tax);
    const net = total.minus(tax);
    // A purchase whose membership is gone keeps its figures; its rate is then read off them.
    const rate = taxRate ?? (net.isZero() ? '0' : tax.div(net).times(100).toDecimalPlaces(2).toString());
    const plan = names ? textIn(names, locale, p.planName) : p.planName;
    const kind = p.kind === 'renewal' || p.kind === 'upgrade' ? `, ${words[p.kind]}` : '';
    const buyer = `${firstname ?? ''} ${lastname ?? ''}`.trim();
    return {
      requestId: p.incrementId,
      orderNumber: p.incrementId,
      total: total.toFixed(2),
      currency: p.currency,
      date: p.createdAt,
      studentName: buyer,
      buyerName: buyer,
      status: p.status === 'paid' ? 'complete' : 'pending',
      paidWith: p.card ? `${brandName(p.card.brand)} •••• ${p.card.last4}` : null,
      items: [{ name: `${plan}${kind} (ESN ${p.esn})`, sku: p.sku, quantity: 1, rowTotal: net.toFixed(2), tax: tax.toFixed(2) }],
      subtotal: net.toFixed(2),
      taxTotal: tax.toFixed(2),
      discountTotal: '0',
      giftCodes: [],
      taxes: tax.isZero() ? [] : [{ label: words.vat, rate: String(rate), amount: tax.toFixed(2) }],
    };
  });
}
