import { asc, inArray } from 'drizzle-orm';
import type { CustomClubOrder, Locale } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { textIn } from '../../platform/i18n.ts';
import { depositFigures, moneyText, type ClubOrderRow } from './club-order-rules.ts';
import { clubComponents, customClubItems, type ClubOrderAddress } from './fitting-orders.tables.ts';
import { activeCartKeys } from '../cart/index.ts';

export type ClubItemRow = typeof customClubItems.$inferSelect;
export type ComponentRow = typeof clubComponents.$inferSelect;

export const addressOut = (a: ClubOrderAddress) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  street: a.street,
  city: a.city,
  region: a.region,
  postcode: a.postcode,
  country_id: a.countryId,
  telephone: a.telephone,
});
export const addressIn = (a: {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_id: string;
  telephone?: string | null;
}): ClubOrderAddress => ({
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  street: a.street.map((s) => s.trim()),
  city: a.city.trim(),
  region: a.region?.trim() || null,
  postcode: a.postcode?.trim() || null,
  countryId: a.country_id.toUpperCase(),
  telephone: a.telephone?.trim() || null,
});

/** The components of these items, by SKU. */
export async function componentsOf(db: Db, items: ClubItemRow[]): Promise<Map<string, ComponentRow>> {
  const skus = [...new Set(items.flatMap((i) => Object.values(i.components)))];
  const rows = skus.length ? await db.select().from(clubComponents).where(inArray(clubComponents.sku, skus)) : [];
  return new Map(rows.map((r) => [r.sku, r]));
}

// jsonb keeps no key order: options are shown head, shaft, grip, then any other.
const RANK: Record<string, number> = { head_model: 0, shaft_model: 1, grip_model: 2 };

/** A club's components, the value named in the reader's language (the English name where it has none); the title is the attribute's, clients word it by `code`. */
export const optionsOf = (item: ClubItemRow, parts: Map<string, ComponentRow>, locale: Locale) =>
  Object.entries(item.components)
    .sort(([a], [b]) => (RANK[a] ?? 9) - (RANK[b] ?? 9) || a.localeCompare(b))
    .map(([code, sku]) => {
      const part = parts.get(sku);
      return { code, option_title: part?.attributeTitle ?? code, option_value_title: part ? textIn(part.names, locale, part.name) : sku };
    });

/** Orders as the client reads them (component names in `locale`), with their clubs and the quote they were converted to. */
export async function viewOrders(db: Db, orders: ClubOrderRow[], locale: Locale): Promise<CustomClubOrder[]> {
  if (!orders.length) return [];
  const items = await db
    .select()
    .from(customClubItems)
    .where(
      inArray(
        customClubItems.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(customClubItems.groupId), asc(customClubItems.id));
  const parts = await componentsOf(db, items);
  const cartIds = orders.flatMap((o) => (o.cartId ? [o.cartId] : []));
  const quotes = await activeCartKeys(db, cartIds);
  return orders.map((o) => {
    const f = depositFigures(o, o.discount, o.giftUsed);
    const m = (v: Parameters<typeof moneyText>[0]) => moneyText(v, o.currency);
    return {
      id: o.incrementId,
      storeCode: o.storeCode,
      orderStoreCode: o.storeCode,
      status: o.status,
      currency: o.currency,
      subtotal: m(f.subtotal),
      deposit: m(f.deposit),
      discount: m(f.discount),
      coupon_code: o.couponCode,
      gift_code: o.giftCode,
      gift_used: m(f.gift),
      deposit_due: m(f.due),
      balance: m(f.balance),
      total: m(f.total),
      center_name: o.centerName,
      center_address: addressOut(o.centerAddress),
      billing_address: o.billingAddress ? addressOut(o.billingAddress) : null,
      shipping_address: o.shippingAddress ? addressOut(o.shippingAddress) : null,
      is_pickup: o.isPickup,
      quote_id: quotes.find((q) => q.id === o.cartId)?.maskedId ?? null,
      order_number: o.orderNumber,
      deposit_method: o.depositMethod,
      balance_method: o.balanceMethod,
      card: o.ccLast4 ? { cc_type: o.ccType, cc_last4: o.ccLast4 } : null,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
      customClubItems: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          groupId: i.groupId,
          sessionId: i.sessionId,
          type: i.clubType,
          selected: i.isSelected,
          isTecfitSession: i.sessionId !== null,
          product_name: textIn(i.productNames, locale, i.productName),
          product_type: i.productType,
          sku: i.sku,
          vendor: i.vendor,
          price: m(i.price),
          options: optionsOf(i, parts, locale),
          build: i.build,
        })),
    };
  });
}
