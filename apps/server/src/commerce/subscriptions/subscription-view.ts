import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SubscriptionView } from '@golf/contracts';
import { LOCAL_PICKUP, type AddressSnapshot, type ShippingChoice } from '../cart/index.ts';
import { findStore } from '../store/index.ts';
import type { LogEntry } from './subscription-log-texts.ts';
import type { LogRow, SourceLine } from './subscription-statements.ts';
import type { subscriptions } from './subscriptions.tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A history line as answered, with its code kept for GraphQL to word it in the reader's language. */
export type LogView = SubscriptionView['logs'][number] & { entry: LogEntry | null };

/** ParadoxLabs' agent_id: -1 customer, 0 system, staff a positive id (one staff account here). */
const AGENT_ID = { customer: -1, system: 0, staff: 1 } as const;

type QuoteTotals = { subtotal: string; tax_amount: string; shipping_amount: string; discount_amount: string; grand_total: string };
const NO_TOTALS: QuoteTotals = { subtotal: '0', tax_amount: '0', shipping_amount: '0', discount_amount: '0', grand_total: '0' };

const addressOut = (a: AddressSnapshot | null, method: ShippingChoice | null, totals: QuoteTotals) =>
  a
    ? {
        firstname: a.firstname,
        lastname: a.lastname,
        street: a.street,
        city: a.city,
        region: a.regionCode ?? a.regionName ?? null,
        postcode: a.postcode ?? null,
        country_id: a.countryCode,
        telephone: a.telephone ?? null,
        shipping_method: method ? `${method.carrierCode}_${method.methodCode}` : null,
        shipping_description: method ? `${LOCAL_PICKUP.carrierTitle} - ${LOCAL_PICKUP.methodTitle}` : null,
        ...totals,
      }
    : null;

/**
 * The quote's totals, from the order line it started as, or as a plan change priced it (the first
 * order's discount does not carry over to the new plan). The next billing prices the cart afresh.
 */
function quoteTotals(row: SubscriptionRow, source: SourceLine | null): QuoteTotals {
  const priced = row.items[0]?.priced;
  const subtotal = new Decimal(row.subtotal);
  const tax = new Decimal(priced?.tax ?? source?.tax ?? 0);
  const discount = new Decimal(priced ? 0 : (source?.discount ?? 0));
  return {
    subtotal: subtotal.toFixed(4),
    tax_amount: tax.toFixed(4),
    shipping_amount: LOCAL_PICKUP.amount.toFixed(4),
    discount_amount: discount.toFixed(4),
    grand_total: subtotal.minus(discount).plus(tax).plus(LOCAL_PICKUP.amount).toFixed(4),
  };
}

/**
 * TokenBase's card id. The card is stored with the subscription, not in a card book, so its id is
 * a digest of the vault token: stable for the card, changed with it, and no use to anyone holding it.
 */
const tokenbaseIdOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

/** A subscription as both transports answer it, with its logs newest first. */
export function viewOf(row: SubscriptionRow, logs: LogRow[], source: SourceLine | null): SubscriptionView {
  const totals = quoteTotals(row, source);
  // Magento collects a quote's totals on the shipping address, or on the billing address of a virtual quote.
  const onShipping = !!row.shippingAddress;
  const sourceItem = row.items[0];
  return {
    entity_id: row.id,
    subscription_id: row.id,
    increment_id: row.incrementId,
    customer_id: row.customerId,
    store_id: findStore(row.storeCode)?.id ?? 0,
    quote_id: source?.quoteId ?? null,
    description: row.description,
    status: row.status,
    frequency_count: row.frequencyCount,
    frequency_unit: row.frequencyUnit,
    length: row.length,
    run_count: row.runCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_run: row.lastRun?.toISOString() ?? null,
    next_run: row.nextRun.toISOString(),
    last_notified: row.lastNotified?.toISOString() ?? null,
    subtotal: row.subtotal,
    ship_date: row.shipDate,
    retry_at: row.retryAt?.toISOString() ?? null,
    additional: [
      { key: 'source_order_increment_id', value: row.sourceOrderNumber },
      { key: 'source_order_item_id', value: String(row.sourceOrderItemId) },
      { key: 'cycle_start', value: row.cycleStart.toISOString() },
      { key: 'failed_attempts', value: String(row.failedAttempts) },
    ],
    quote: {
      customer_email: row.email,
      quote_currency_code: row.currency,
      subtotal: totals.subtotal,
      grand_total: totals.grand_total,
      items: row.items.map((i) => {
        const line = i === sourceItem ? source : null;
        const priced = i.priced && line ? { ...line, ...i.priced, price: new Decimal(i.priced.rowTotal).div(i.qty).toFixed(4), discount: '0.0000' } : line;
        return {
          sku: i.sku,
          name: i.name,
          qty: Number(i.qty),
          option: i.option,
          product_id: line?.productId ?? null,
          product_type: line?.productType ?? null,
          price: priced?.price ?? null,
          row_total: priced?.rowTotal ?? null,
          tax_amount: priced?.tax ?? null,
          tax_percent: priced?.taxPercent ?? null,
          discount_amount: priced?.discount ?? null,
          weight: line?.weight ?? null,
          row_weight: line?.weight == null ? null : new Decimal(line.weight).times(i.qty).toFixed(4),
        };
      }),
      billing_address: addressOut(row.billingAddress, null, onShipping ? NO_TOTALS : totals),
      shipping_address: addressOut(row.shippingAddress, row.shippingMethod, totals),
      payment: {
        method: 'authnetcim',
        cc_type: row.card?.ccType ?? null,
        cc_last_4: row.card?.last4 ?? null,
        cc_exp_month: row.card?.expMonth ?? null,
        cc_exp_year: row.card?.expYear ?? null,
        // Accept.js takes the holder's name from the billing address.
        cc_owner: row.card && row.billingAddress ? `${row.billingAddress.firstname} ${row.billingAddress.lastname}` : null,
        // Subscriptions bill a stored card: no purchase order, PayPal or Switch/Solo details apply.
        po_number: null,
        tokenbase_id: row.card ? tokenbaseIdOf(row.card.token) : null,
        paypal_payer_id: null,
        paypal_payer_status: null,
        paypal_correlation_id: null,
        cc_ss_issue: null,
        cc_ss_start_month: null,
        cc_ss_start_year: null,
      },
    },
    logs: logs
      .filter((l) => l.subscriptionId === row.id)
      .reverse()
      .map((l): LogView => ({
        log_id: l.id,
        agent: l.agent,
        agent_id: AGENT_ID[l.agent],
        order_id: l.orderId,
        order_increment_id: l.orderNumber,
        description: l.description,
        status: l.status,
        created_at: l.createdAt.toISOString(),
        entry: l.event ? ({ event: l.event, params: l.params ?? {} } as LogEntry) : null,
      })),
  };
}
