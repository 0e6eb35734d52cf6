import { and, eq } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import { ServiceError } from '../../platform/errors.ts';
import type { Tx } from '../cart/index.ts';
import { customerContacts } from '../customer/index.ts';
import { orderHeads } from '../orders/index.ts';
import { statusById, statusForEvent, TRANSITIONS, type AutoEvent } from './returns-settings.ts';
import { returnRequests } from './returns.tables.ts';
import { writeStatusMessage, type StatusChange } from './notify.ts';

export type RequestRow = typeof returnRequests.$inferSelect;

/** A request's customer-facing number. */
export const requestNumber = (id: number) => String(id).padStart(6, '0');

/** Whether the state machine lets a request go from one status to another. */
export function mayMove(fromStatusId: number, toStatusId: number): boolean {
  const from = statusById(fromStatusId);
  const to = statusById(toStatusId);
  if (from.state === to.state) return from.id !== to.id && from.state !== 4;
  return TRANSITIONS[from.state].includes(to.state);
}

/**
 * Moves a request to a status inside the caller's transaction: only along the state machine, and
 * only from the status the caller read (a conditional update, so two racing changes cannot both
 * apply). Writes the chat's system message; answers what the e-mail needs, sent after commit.
 */
export async function moveStatus(tx: Tx, request: RequestRow, toStatusId: number, at: Date, note?: string): Promise<StatusChange> {
  if (!mayMove(request.statusId, toStatusId))
    throw new ServiceError('rule', `A return that is "${statusById(request.statusId).label}" cannot become "${statusById(toStatusId).label}".`);
  const moved = await tx
    .update(returnRequests)
    .set({ statusId: toStatusId, modifiedAt: at })
    .where(and(eq(returnRequests.id, request.id), eq(returnRequests.statusId, request.statusId)))
    .returning({ id: returnRequests.id });
  if (!moved.length)
    throw new ServiceError('conflict', 'The return changed in the meantime. Reload it and try again.', { data: { reason: 'changed_meanwhile' } });
  await writeStatusMessage(tx, { requestId: request.id, statusId: toStatusId, locale: request.locale as Locale, note }, at);
  const [who] = await tx
    .select({ email: customerContacts.email, firstname: customerContacts.firstname, orderNumber: orderHeads.number })
    .from(returnRequests)
    .innerJoin(customerContacts, eq(customerContacts.id, returnRequests.customerId))
    .innerJoin(orderHeads, eq(orderHeads.id, returnRequests.orderId))
    .where(eq(returnRequests.id, request.id));
  return {
    requestId: request.id,
    number: requestNumber(request.id),
    orderNumber: who!.orderNumber,
    statusId: toStatusId,
    locale: request.locale as Locale,
    email: who!.email,
    name: who!.firstname,
    note,
  };
}

/** The automatic move a customer event makes, if the status has one for it (Amasty's auto events). */
export async function moveOnEvent(tx: Tx, request: RequestRow, event: AutoEvent, at: Date): Promise<StatusChange | null> {
  const next = statusForEvent(statusById(request.statusId), event);
  if (!next) return null;
  return moveStatus(tx, request, next.id, at);
}
