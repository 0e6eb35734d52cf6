import { asc, desc, eq, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { subscriptionLogs, subscriptions } from './subscriptions.tables.ts';

/**
 * The customer's subscriptions and their history as two prepared statements that run side by side
 * (the history is found by the customer, not by the rows' ids): the subscriptions page is read far
 * more often than it changes, and planning and building these selects cost more than running them.
 * Placeholder: customerId.
 */
function prepareAll(db: Db) {
  const customer = sql.placeholder('customerId');
  return {
    rows: db.select().from(subscriptions).where(eq(subscriptions.customerId, customer)).orderBy(desc(subscriptions.id)).limit(100).prepare('subscriptions_of_customer'),
    logs: db
      .select()
      .from(subscriptionLogs)
      .where(sql`${subscriptionLogs.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.customerId} = ${customer})`)
      .orderBy(asc(subscriptionLogs.id))
      .prepare('subscription_logs_of_customer'),
  };
}

/** The statements of a database handle, prepared on first use. */
export const subscriptionStatements = statementCache(prepareAll);
