import type { Tx } from '../cart/index.ts';
import { subscriptionLogs, type LogAgent, type SubscriptionStatus } from './subscriptions.tables.ts';

/** Writes one history line (ParadoxLabs' subscription log) with the status it left the subscription in. */
export async function writeLog(tx: Tx, entry: { subscriptionId: number; status: SubscriptionStatus; agent: LogAgent; description: string; orderNumber?: string | null; at: Date }): Promise<void> {
  await tx.insert(subscriptionLogs).values({ subscriptionId: entry.subscriptionId, status: entry.status, agent: entry.agent, description: entry.description.slice(0, 255), orderNumber: entry.orderNumber ?? null, createdAt: entry.at });
}
