import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { subscriptionLogs, subscriptions } from './subscriptions.tables.ts';

type LogRow = typeof subscriptionLogs.$inferSelect;
/** A history line as json_build_object writes it: the row's fields, its time as text. */
type LogJson = Omit<LogRow, 'createdAt'> & { createdAt: string };

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
      'description', l.description, 'event', l.event, 'params', l.params, 'createdAt', l.created_at) order by l.id)
    from ${subscriptionLogs} l where l.subscription_id = ${subscriptions}.id), '[]'::json)`;
  return {
    rows: db
      .select({ ...getTableColumns(subscriptions), logs })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, sql.placeholder('customerId')))
      .orderBy(desc(subscriptions.id))
      .limit(100)
      .prepare('subscriptions_with_logs_of_customer'),
  };
}

/** A history line read as JSON, as the table's rows are. */
export const logRowOf = (l: LogJson): LogRow => ({ ...l, createdAt: new Date(l.createdAt) });

/** The statements of a database handle, prepared on first use. */
export const subscriptionStatements = statementCache(prepareAll);
