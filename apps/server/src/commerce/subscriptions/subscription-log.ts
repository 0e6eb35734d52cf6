import type { Tx } from '../cart/index.ts';
import { logText, type LogEntry } from './subscription-log-texts.ts';
import { subscriptionLogs, type LogAgent, type SubscriptionStatus } from './subscriptions.tables.ts';

/**
 * Writes one history line (ParadoxLabs' subscription log) with the status it left the subscription
 * in: its code and values for the reader's language, and its English text for the back office.
 */
export async function writeLog(tx: Tx, entry: LogEntry & { subscriptionId: number; status: SubscriptionStatus; agent: LogAgent; orderNumber?: string | null; at: Date }): Promise<void> {
  const { event, params } = entry as LogEntry;
  await tx.insert(subscriptionLogs).values({
    subscriptionId: entry.subscriptionId,
    status: entry.status,
    agent: entry.agent,
    event,
    params,
    description: logText({ event, params } as LogEntry, 'en').slice(0, 255),
    orderNumber: entry.orderNumber ?? null,
    createdAt: entry.at,
  });
}
