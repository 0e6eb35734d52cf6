import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { orderIdOfNumberSql, orderLineJsonSql } from '../orders/index.ts';
import { subscriptionLogs, subscriptions } from './subscriptions.tables.ts';
import { productWeightSql } from '../catalogue/index.ts';

type LogRow = typeof subscriptionLogs.$inferSelect & { orderId: number | null };
/** A history line as json_build_object writes it: the row's fields, its time as text. */
type LogJson = Omit<LogRow, 'createdAt'> & { createdAt: string };

/** The order line a subscription started from: its quote's prices, tax and product (as ParadoxLabs' quote holds them). */
export interface SourceLine {
  quoteId: number | null;
  orderId: number;
  price: string;
  rowTotal: string;
  discount: string;
  tax: string;
  taxPercent: string;
  productId: number;
  productType: string;
  weight: string | null;
}

/**
 * The customer's subscriptions, each with its history, as one prepared statement: the subscriptions
 * page is read far more often than it changes, planning and building the select cost more than
 * running it, and one statement holds one pooled connection for one round trip (two side by side
 * held two, and fifty readers queued for the pool). Placeholder: customerId.
 */
function prepareAll(db: Db) {
  // Columns are written with the alias: in a one-table select Drizzle writes a column of a selected
  // sql fragment bare, which inside this subquery would only resolve right by scoping luck.
  const logs = sql<LogJson[]>`coalesce((select json_agg(json_build_object(
      'id', l.id, 'subscriptionId', l.subscription_id, 'status', l.status, 'agent', l.agent, 'orderNumber', l.order_number,
      'description', l.description, 'event', l.event, 'params', l.params, 'createdAt', l.created_at,
      'orderId', ${orderIdOfNumberSql(sql`l.order_number`)}) order by l.id)
    from ${subscriptionLogs} l where l.subscription_id = ${subscriptions}.id), '[]'::json)`;
  const source = orderLineJsonSql<SourceLine>(sql`${subscriptions}.source_order_item_id`, (productId) => ({ weight: productWeightSql(productId) }));
  const columns = { ...getTableColumns(subscriptions), logs, source };
  return {
    one: db
      .select(columns)
      .from(subscriptions)
      .where(eq(subscriptions.id, sql.placeholder('id')))
      .prepare('subscription_with_logs'),
    rows: db
      .select(columns)
      .from(subscriptions)
      .where(eq(subscriptions.customerId, sql.placeholder('customerId')))
      .orderBy(desc(subscriptions.id))
      .limit(100)
      .prepare('subscriptions_with_logs_of_customer'),
  };
}

/** A history line read as JSON, as the table's rows are. */
export const logRowOf = (l: LogJson): LogRow => ({ ...l, createdAt: new Date(l.createdAt) });

export type { LogRow };

/** The statements of a database handle, prepared on first use. */
export const subscriptionStatements = statementCache(prepareAll);
