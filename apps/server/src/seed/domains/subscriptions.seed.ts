import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../platform/db/index.ts';
import { sandboxGatewayTokens } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { customerAddresses } from '../../commerce/addresses/addresses.tables.ts';
import { taxRatesAt } from '../../commerce/tax/index.ts';
import { NO_OPTIONS } from '../../commerce/cart/cart.types.ts';
import { currencyDigits, viewLocaleOf } from '../../commerce/catalogue/index.ts';
import { products } from '../../commerce/catalogue/products/products.tables.ts';
import { productTexts } from '../../commerce/catalogue/views/views.tables.ts';
import { productOptions, productOptionValuePrices, productOptionValues } from '../../commerce/catalogue/types/options.tables.ts';
import { customers } from '../../commerce/customer/customer.tables.ts';
import { type OrderPayment } from '../../commerce/orders/index.ts';
import { orderItems, orders } from '../../commerce/orders/orders.tables.ts';
import { findStore } from '../../commerce/store/stores.ts';
import { logColumns } from '../../commerce/subscriptions/subscription-log.ts';
import { subscriptionLogs, subscriptions, type SubscriptionStatus } from '../../commerce/subscriptions/subscriptions.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';
import { snapshot } from './checkout-orders.seed.ts';
import { nextOrderNumber } from '../../commerce/cart/index.ts';

interface Plan {
  email: string;
  storeCode: string;
  /** The choice of the membership's Plan option. */
  choice: string;
  /** Installments billed so far, the first order included; the first was `runs` months ago, less `lead` days. */
  runs: number;
  lead: number;
  status: SubscriptionStatus;
  /** For a paused one: paused this many days ago, by the customer. */
  pausedDaysAgo?: number;
}

const PLANS: Plan[] = [
  { email: DEMO_EMAILS.player, storeCode: 'US', choice: 'Monthly', runs: 3, lead: 12, status: 'active' },
  { email: DEMO_EMAILS.playerJp, storeCode: 'JP', choice: 'Monthly', runs: 2, lead: 9, status: 'paused', pausedDaysAgo: 5 },
];

/**
 * Subscriptions: the Academy Membership billed monthly for the demo players, one active with three
 * orders of history, one paused by its customer, each with the orders its billings placed (paid by
 * a card stored with the sandbox gateway, so the next billing really charges it).
 */
export async function seedSubscriptions(db: Db, now: Date): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.sku, 'MEM-ACADEMY'));
  if (!product) return;
  const [option] = await db.select().from(productOptions).where(eq(productOptions.productId, product.id));
  const values = await db.select().from(productOptionValues).where(eq(productOptionValues.optionId, option!.id)).orderBy(asc(productOptionValues.sortOrder));
  for (const plan of PLANS) {
    const [customer] = await db.select().from(customers).where(eq(customers.email, plan.email));
    const value = values.find((v) => v.title === plan.choice);
    if (!customer || !value) continue;
    const [price] = await db
      .select()
      .from(productOptionValuePrices)
      .where(and(eq(productOptionValuePrices.valueId, value.id), eq(productOptionValuePrices.storeCode, plan.storeCode)));
    const store = findStore(plan.storeCode)!;
    const amount = new Decimal(price?.installmentPrice ?? price?.price ?? '0');
    // Billed to the customer's default billing address and taxed there, as checkout taxes a membership.
    const [home] = await db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isDefaultBilling, true)));
    const billing = home ? snapshot(home) : null;
    const rates = home ? await taxRatesAt(db, { countryCode: home.countryCode, regionCode: home.regionCode, postcode: home.postcode }) : [];
    const digits = currencyDigits(store.currency);
    const taxes = rates.map((r) => ({
      label: r.title,
      ...(Object.keys(r.titles).length ? { labels: r.titles } : {}),
      rate: new Decimal(r.rate).toFixed(),
      amount: amount.times(r.rate).dividedBy(100).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(),
    }));
    const tax = taxes.reduce((sum, t) => sum.plus(t.amount), new Decimal(0));
    const taxPercent = rates.reduce((sum, r) => sum.plus(r.rate), new Decimal(0));
    const locale = viewLocaleOf(store, undefined);
    const [text] =
      locale === 'en'
        ? []
        : await db
            .select({ name: productTexts.name })
            .from(productTexts)
            .where(and(eq(productTexts.productId, product.id), eq(productTexts.locale, locale)));
    const name = text?.name ?? product.name;
    const card = { token: `vault_demo_${customer.id}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };
    await db.insert(sandboxGatewayTokens).values({
      ...card,
      holderName: `${customer.firstname} ${customer.lastname}`,
      fingerprint: `demo-${customer.id}`,
      behaviour: 'approve',
      expiresAt: new Date(Date.UTC(card.expYear, card.expMonth, 1) - 1000),
    });
    const payment: OrderPayment = {
      method: 'authnetcim',
      title: 'Credit Card (Authorize.net CIM)',
      ccLast4: card.last4,
      ccExpMonth: card.expMonth,
      ccExpYear: card.expYear,
      ccType: 'VI',
      cardName: `${customer.firstname} ${customer.lastname}`,
      purchaseOrderNumber: null,
      transactionId: null,
      threeDSecure: null,
    };
    const start = DateTime.fromJSDate(now, { zone: store.timezone })
      .minus({ months: plan.runs, days: -plan.lead })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const placed: { number: string; at: Date; itemId: number }[] = [];
    for (let k = 0; k < plan.runs; k++) {
      const at = start.plus({ months: k }).toJSDate();
      const number = await nextOrderNumber(db);
      const [order] = await db
        .insert(orders)
        .values({
          number,
          customerId: customer.id,
          storeCode: plan.storeCode,
          source: k === 0 ? 'shop' : 'subscription',
          status: 'complete',
          email: customer.email,
          customerFirstname: customer.firstname,
          customerLastname: customer.lastname,
          currency: store.currency,
          subtotal: amount.toFixed(),
          discountTotal: '0',
          taxTotal: tax.toFixed(),
          shippingTotal: '0',
          grandTotal: amount.plus(tax).toFixed(),
          totals: { discounts: [], taxes, shippingTax: '0' },
          billingAddress: billing,
          shippingAddress: null,
          payment: { ...payment, transactionId: `ch_demo${number}` },
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const [item] = await db
        .insert(orderItems)
        .values({
          orderId: order!.id,
          productId: product.id,
          sku: product.sku,
          name,
          urlKey: product.urlKey,
          productType: product.typeId,
          qtyOrdered: '1',
          qtyInvoiced: '1',
          // A membership is a service: nothing ships, so nothing can be sent back as a return.
          qtyShipped: '0',
          price: amount.toFixed(),
          originalPrice: amount.toFixed(),
          rowTotal: amount.toFixed(),
          discount: '0',
          tax: tax.toFixed(),
          taxPercent: taxPercent.toFixed(),
          options: {
            ...NO_OPTIONS,
            custom: [
              {
                optionId: option!.id,
                title: option!.title,
                type: option!.type,
                isRequired: true,
                sortOrder: option!.sortOrder,
                values: [{ valueId: value.id, label: value.title, value: value.title }],
                subscription: { length: value.subscriptionLength ?? 1, unit: value.subscriptionUnit ?? 'month' },
              },
            ],
          },
        })
        .returning({ id: orderItems.id });
      placed.push({ number, at, itemId: item!.id });
    }
    const first = placed[0]!;
    const last = placed.at(-1)!;
    const [sub] = await db
      .insert(subscriptions)
      .values({
        incrementId: `${first.number}-${first.itemId}`,
        customerId: customer.id,
        storeCode: plan.storeCode,
        status: plan.status,
        description: `${name} (${value.title})`.slice(0, 64),
        frequencyCount: value.subscriptionLength ?? 1,
        frequencyUnit: value.subscriptionUnit ?? 'month',
        length: 0,
        runCount: plan.runs,
        sourceOrderNumber: first.number,
        sourceOrderItemId: first.itemId,
        email: customer.email,
        currency: store.currency,
        subtotal: amount.toFixed(),
        billingAddress: billing,
        items: [{ sku: product.sku, name, qty: '1', selected: [`custom-option/${option!.id}/${value.id}`], entered: [], option: value.title }],
        card: { token: card.token, ccType: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
        cycleStart: first.at,
        nextRun: start.plus({ months: plan.runs }).toJSDate(),
        lastRun: last.at,
        createdAt: first.at,
        updatedAt: last.at,
      })
      .returning();
    const logs: (typeof subscriptionLogs.$inferInsert)[] = placed.map((p, k) => ({
      subscriptionId: sub!.id,
      status: 'active' as const,
      agent: k === 0 ? ('customer' as const) : ('system' as const),
      orderNumber: p.number,
      ...logColumns({ event: k === 0 ? 'started' : 'billed', params: { order: p.number } }),
      createdAt: p.at,
    }));
    if (plan.pausedDaysAgo !== undefined)
      logs.push({
        subscriptionId: sub!.id,
        status: 'paused',
        agent: 'customer',
        orderNumber: null,
        ...logColumns({ event: 'status', params: { status: 'paused' } }),
        createdAt: new Date(now.getTime() - plan.pausedDaysAgo * 86_400_000),
      });
    await db.insert(subscriptionLogs).values(logs);
  }
}
