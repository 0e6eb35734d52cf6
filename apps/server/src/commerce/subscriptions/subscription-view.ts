import { asc, inArray } from 'drizzle-orm';
import type { SubscriptionView } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import type { AddressSnapshot } from '../cart/index.ts';
import { findStore } from '../store/index.ts';
import type { LogEntry } from './subscription-log-texts.ts';
import { subscriptionLogs, type subscriptions } from './subscriptions.tables.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type LogRow = typeof subscriptionLogs.$inferSelect;

/** A history line as answered, with its code kept for GraphQL to word it in the reader's language. */
export type LogView = SubscriptionView['logs'][number] & { entry: LogEntry | null };

/** ParadoxLabs' agent_id: -1 customer, 0 system, staff a positive id (one staff account here). */
const AGENT_ID = { customer: -1, system: 0, staff: 1 } as const;

const addressOut = (a: AddressSnapshot | null) =>
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
      }
    : null;

/** A subscription as both transports answer it, with its logs newest first. */
export function viewOf(row: SubscriptionRow, logs: LogRow[]): SubscriptionView {
  return {
    entity_id: row.id,
    increment_id: row.incrementId,
    customer_id: row.customerId,
    store_id: findStore(row.storeCode)?.id ?? 0,
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
    quote: {
      customer_email: row.email,
      quote_currency_code: row.currency,
      items: row.items.map((i) => ({ sku: i.sku, name: i.name, qty: Number(i.qty), option: i.option })),
      billing_address: addressOut(row.billingAddress),
      shipping_address: addressOut(row.shippingAddress),
      payment: {
        method: 'authnetcim',
        cc_type: row.card?.ccType ?? null,
        cc_last_4: row.card?.last4 ?? null,
        cc_exp_month: row.card?.expMonth ?? null,
        cc_exp_year: row.card?.expYear ?? null,
      },
    },
    logs: logs
      .filter((l) => l.subscriptionId === row.id)
      .reverse()
      .map((l): LogView => ({
        log_id: l.id,
        agent: l.agent,
        agent_id: AGENT_ID[l.agent],
        order_increment_id: l.orderNumber,
        description: l.description,
        status: l.status,
        created_at: l.createdAt.toISOString(),
        entry: l.event ? ({ event: l.event, params: l.params ?? {} } as LogEntry) : null,
      })),
  };
}

/** Views of several subscriptions with their logs, in two queries. */
export async function viewsOf(db: Db, rows: SubscriptionRow[]): Promise<SubscriptionView[]> {
  if (!rows.length) return [];
  const logs = await db
    .select()
    .from(subscriptionLogs)
    .where(
      inArray(
        subscriptionLogs.subscriptionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(subscriptionLogs.id));
  return rows.map((r) => viewOf(r, logs));
}
