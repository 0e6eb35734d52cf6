import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { players } from '../../portal/account/account.tables.ts';
import type { customerAddresses } from '../../commerce/addresses/addresses.tables.ts';
import type { AddressSnapshot } from '../../commerce/cart/cart.types.ts';
import { catalogueForStore, currencyDigits, priceForQuantity } from '../../commerce/catalogue/index.ts';
import { products } from '../../commerce/catalogue/products/products.tables.ts';
import type { CommerceCustomer } from '../../commerce/customer/customer.service.ts';
import { type OrderPayment } from '../../commerce/orders/index.ts';
import { orderItems, orders, orderShipments } from '../../commerce/orders/orders.tables.ts';
import { NO_OPTIONS } from '../../commerce/cart/cart.types.ts';
import { taxTitlesOf } from './tax-titles.ts';
import { findStore } from '../../commerce/store/stores.ts';
import { nextOrderNumber } from '../../commerce/cart/index.ts';

type Address = typeof customerAddresses.$inferSelect;

/** An address-book entry as an order or a subscription keeps it. */
export const snapshot = (a: Address): AddressSnapshot => ({
  customerAddressId: a.id,
  prefix: null,
  firstname: a.firstname,
  middlename: null,
  lastname: a.lastname,
  suffix: null,
  company: a.company,
  street: a.street,
  city: a.city,
  postcode: a.postcode,
  countryCode: a.countryCode,
  regionCode: a.regionCode,
  regionName: a.regionName,
  regionId: a.regionId,
  telephone: a.telephone,
  fax: null,
  vatId: null,
  customerNotes: null,
  pickupLocationCode: null,
});

interface PastOrder {
  customer: CommerceCustomer;
  storeCode: string;
  daysAgo: number;
  status: 'processing' | 'complete';
  lines: { sku: string; qty: number }[];
  address: Address;
  taxes: { label: string; region?: string; rate: string }[];
  card: { type: string; last4: string; month: number; year: number };
  shipped?: { carrier: string; title: string; number: string };
  studentName?: string | null;
}

/** Writes one placed order as checkout would have, priced from the catalogue. */
async function writePastOrder(db: Db, o: PastOrder, now: Date): Promise<void> {
  const store = findStore(o.storeCode)!;
  const catalogue = catalogueForStore(db, store, '', now);
  const digits = currencyDigits(store.currency);
  const round = (d: Decimal) => d.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name, urlKey: products.urlKey, typeId: products.typeId })
    .from(products)
    .where(sql`${products.sku} in ${o.lines.map((l) => l.sku)}`);
  const rate = o.taxes.reduce((sum, t) => sum.plus(t.rate), new Decimal(0));
  const lines = await Promise.all(
    o.lines.map(async (l) => {
      const p = rows.find((r) => r.sku === l.sku)!;
      const priceRow = (await catalogue.products.price.load(p.id))!;
      const unit = round(priceForQuantity(priceRow, await catalogue.products.tiers.load(p.id), new Decimal(l.qty), catalogue.today));
      const row = round(unit.times(l.qty));
      return { p, qty: l.qty, unit, original: new Decimal(priceRow.price), row, tax: round(row.times(rate).dividedBy(100)) };
    }),
  );
  const subtotal = lines.reduce((s, l) => s.plus(l.row), new Decimal(0));
  const taxes = o.taxes.map((t) => ({
    label: t.label,
    labels: taxTitlesOf(t.label, t.region ?? null),
    rate: t.rate,
    amount: lines.reduce((s, l) => s.plus(round(l.row.times(t.rate).dividedBy(100))), new Decimal(0)).toFixed(),
  }));
  const taxTotal = taxes.reduce((s, t) => s.plus(t.amount), new Decimal(0));
  const isVirtual = lines.every((l) => l.p.typeId === 'virtual');
  const created = new Date(now.getTime() - o.daysAgo * 86_400_000);
  const number = await nextOrderNumber(db);
  const payment: OrderPayment = {
    method: 'authnetcim',
    title: 'Credit Card (Authorize.net CIM)',
    ccLast4: o.card.last4,
    ccExpMonth: o.card.month,
    ccExpYear: o.card.year,
    ccType: o.card.type,
    cardName: `${o.customer.firstname} ${o.customer.lastname}`,
    purchaseOrderNumber: null,
    transactionId: `ch_demo${number}`,
    threeDSecure: null,
  };
  const [order] = await db
    .insert(orders)
    .values({
      number,
      customerId: o.customer.id,
      storeCode: store.code,
      status: o.status,
      email: o.customer.email,
      customerFirstname: o.customer.firstname,
      customerLastname: o.customer.lastname,
      currency: store.currency,
      subtotal: subtotal.toFixed(),
      discountTotal: '0',
      taxTotal: taxTotal.toFixed(),
      shippingTotal: '0',
      grandTotal: subtotal.plus(taxTotal).toFixed(),
      totals: { discounts: [], taxes, shippingTax: '0' },
      billingAddress: snapshot(o.address),
      shippingAddress: isVirtual ? null : snapshot(o.address),
      carrierCode: isVirtual ? null : 'localPickup',
      carrierTitle: isVirtual ? null : 'Local Pickup',
      shippingMethod: isVirtual ? null : 'localPickup_flatrate',
      payment,
      studentName: o.studentName ?? null,
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.p.id,
        sku: l.p.sku,
        name: l.p.name,
        urlKey: l.p.urlKey,
        productType: l.p.typeId,
        qtyOrdered: String(l.qty),
        qtyInvoiced: String(l.qty),
        qtyShipped: o.shipped ? String(l.qty) : '0',
        price: l.unit.toFixed(),
        originalPrice: l.original.toFixed(),
        rowTotal: l.row.toFixed(),
        discount: '0',
        tax: l.tax.toFixed(),
        taxPercent: rate.toFixed(),
        options: NO_OPTIONS,
      })),
    )
    .returning({ id: orderItems.id, qty: orderItems.qtyOrdered });
  if (o.shipped) {
    await db.insert(orderShipments).values({
      orderId: order!.id,
      number,
      items: items.map((i) => ({ orderItemId: i.id, qty: i.qty })),
      tracking: [o.shipped],
      createdAt: new Date(created.getTime() + 2 * 86_400_000),
    });
  }
}

/** A few past orders for the demo shoppers: delivered goods with tracking, a lesson pack, a Japanese order, a child's lesson. */
export async function seedPastOrders(
  db: Db,
  who: {
    player: CommerceCustomer;
    playerJp: CommerceCustomer;
    parent: CommerceCustomer;
    addresses: Record<'home' | 'work' | 'jpHome' | 'parentHome', Address>;
  },
  now: Date,
): Promise<void> {
  const [parentRow] = await db.select({ id: players.id }).from(players).where(eq(players.email, who.parent.email));
  const [child] = parentRow
    ? await db
        .select({ firstName: players.firstName, lastName: players.lastName })
        .from(players)
        .where(and(eq(players.parentId, parentRow.id), isNull(players.email)))
        .limit(1)
    : [];
  const caTax = [{ label: 'CA Sales Tax', region: 'CA', rate: '7.25' }];
  await writePastOrder(
    db,
    {
      customer: who.player,
      storeCode: 'US',
      daysAgo: 62,
      status: 'complete',
      lines: [
        { sku: 'AF-TOUR-BALL', qty: 3 },
        { sku: 'TA-ALIGN', qty: 1 },
      ],
      address: who.addresses.home,
      taxes: caTax,
      card: { type: 'VI', last4: '4242', month: 12, year: 2029 },
      shipped: { carrier: 'ups', title: 'UPS Ground', number: '1Z999AA10123456784' },
    },
    now,
  );
  await writePastOrder(
    db,
    {
      customer: who.player,
      storeCode: 'US',
      daysAgo: 21,
      status: 'processing',
      lines: [{ sku: 'LP-5', qty: 1 }],
      address: who.addresses.home,
      taxes: caTax,
      card: { type: 'MC', last4: '4444', month: 8, year: 2028 },
    },
    now,
  );
  await writePastOrder(
    db,
    {
      customer: who.playerJp,
      storeCode: 'JP',
      daysAgo: 35,
      status: 'complete',
      lines: [
        { sku: 'NW-TOUR-BALL', qty: 2 },
        { sku: 'HC-DRV', qty: 1 },
      ],
      address: who.addresses.jpHome,
      taxes: [{ label: '消費税', rate: '10' }],
      card: { type: 'JCB', last4: '0505', month: 3, year: 2030 },
      shipped: { carrier: 'yamato', title: 'ヤマト運輸', number: '4492-1234-5678' },
    },
    now,
  );
  await writePastOrder(
    db,
    {
      customer: who.parent,
      storeCode: 'CA',
      daysAgo: 14,
      status: 'processing',
      lines: [{ sku: 'PL-9', qty: 1 }],
      address: who.addresses.parentHome,
      taxes: [{ label: 'HST', rate: '13' }],
      card: { type: 'VI', last4: '4242', month: 1, year: 2031 },
      studentName: child ? `${child.firstName} ${child.lastName}` : null,
    },
    now,
  );
}
