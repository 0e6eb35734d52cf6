import type { Tx } from '../cart/index.ts';
import { logText, type LogEntry } from './subscription-log-texts.ts';
import { subscriptionLogs, type LogAgent, type SubscriptionStatus } from './subscriptions.tables.ts';

/** A line's code and values for the reader's language, and its English text for the back office. */
export const logColumns = (entry: LogEntry) => ({ event: entry.event, params: entry.params, description: logText(entry, 'en').slice(0, 255) });

/**
 * Writes one history line (ParadoxLabs' subscription log) with the status it left the subscription
 * in: its code and values for the reader's language, and its English text for the back office.
 */
export async function writeLog(
  tx: Tx,
  entry: LogEntry & { subscriptionId: number; status: SubscriptionStatus; agent: LogAgent; orderNumber?: string | null; at: Date },
): Promise<void> {
  await tx.insert(subscriptionLogs).values({
    subscriptionId: entry.subscriptionId,
    status: entry.status,
    agent: entry.agent,
    ...logColumns(entry),
    orderNumber: entry.orderNumber ?? null,
    createdAt: entry.at,
  });
}
