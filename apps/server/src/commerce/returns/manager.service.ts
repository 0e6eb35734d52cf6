import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { randomToken } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { linkExpiry } from '../../platform/storage/index.ts';

import { addUnits, currencyDigits, giveBackStock } from '../catalogue/index.ts';
import { orderById, orderLineHeads } from '../orders/index.ts';
import { shareOfUnits } from './refund-allocation.ts';
import { writeMessage, type MessageRow } from './chat.service.ts';
import { RETURNS_DESK, returnDocumentPdf } from './documents.ts';
import { moveStatus, requestNumber, type RequestRow } from './request-state.ts';
import { CONDITIONS, ITEM_STATUS, STATE, STATUS_OF_STATE, STATUSES, statusById } from './returns-settings.ts';
import { announce } from './returns.service.ts';
import { returnRequestItems, returnRequests, shopManagers } from './returns.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { personName } from '@golf/contracts';

export interface Manager {
  customerId: number;
  displayName: string;
}

/** The signed-in customer as a shop manager; anyone else is refused. */
export async function requireManager(ctx: Ctx, customerId: number): Promise<Manager> {
  const [row] = await ctx.db.select().from(shopManagers).where(eq(shopManagers.customerId, customerId));
  if (!row) throw new ServiceError('forbidden', 'Only shop managers can process returns.');
  return row;
}

export async function isManager(ctx: Ctx, customerId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: shopManagers.customerId }).from(shopManagers).where(eq(shopManagers.customerId, customerId));
  return !!row;
}

/** The managers' queue: every request, optionally of one state, oldest waiting first. */
export async function managerQueue(ctx: Ctx, filter: { state?: number | null }): Promise<RequestRow[]> {
  const state = filter.state;
  if (state !== null && state !== undefined && !Object.values(STATE).includes(state as never)) throw invalid('state', 'Choose a state from the list.');
  const ids = state === null || state === undefined ? null : STATUSES.filter((s) => s.state === state).map((s) => s.id);
  return ctx.db
    .select()
    .from(returnRequests)
    .where(ids ? inArray(returnRequests.statusId, ids) : undefined)
    .orderBy(state === STATE.resolved || state === STATE.canceled ? desc(returnRequests.modifiedAt) : asc(returnRequests.createdAt))
    .limit(200);
}

export async function requestForManager(ctx: Ctx, requestId: number): Promise<RequestRow> {
  const [row] = await ctx.db.select().from(returnRequests).where(eq(returnRequests.id, requestId));
  if (!row) throw new ServiceError('not-found', 'This return request was not found.');
  return row;
}

/**
 * Authorizes (with the accepted quantity) or rejects (quantity 0) each item of a pending request.
 * All rejected: the request is rejected. Otherwise it is approved, and its shipping label and
 * packing slip are issued.
 */
export async function reviewItems(
  ctx: Ctx,
  manager: Manager,
  requestId: number,
  decisions: { request_item_id: number; qty: number }[],
  baseUrl: string,
): Promise<RequestRow> {
  const request = await requestForManager(ctx, requestId);
  if (statusById(request.statusId).state !== STATE.pending) throw new ServiceError('rule', 'Only a pending return can be authorized or rejected.');
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    const items = await tx.select().from(returnRequestItems).where(eq(returnRequestItems.requestId, request.id));
    const order = await orderById(tx, request.orderId);
    const digits = currencyDigits(order!.currency);
    decisions.forEach((d, n) => {
      const item = items.find((i) => i.id === d.request_item_id);
      if (!item) throw invalid(`items[${n}].request_item_id`, 'This item is not part of the return.');
      if (!Number.isInteger(d.qty) || d.qty < 0 || d.qty > Number(item.requestQty))
        throw invalid(`items[${n}].qty`, `Accept from 0 (reject) to ${Number(item.requestQty)} of this item.`);
    });
    if (decisions.length !== items.length) throw invalid('items', 'Decide on every item of the return.');
    for (const d of decisions) {
      const item = items.find((i) => i.id === d.request_item_id)!;
      // A smaller accepted quantity keeps the line's share of its units (largest remainder); the
      // units let go return to the order item with the rest of its money for a later request.
      const limit = shareOfUnits(new Decimal(item.refundLimit), new Decimal(item.requestQty), new Decimal(d.qty), digits);
      await tx
        .update(returnRequestItems)
        .set({ qty: String(d.qty), itemStatus: d.qty ? ITEM_STATUS.authorized : ITEM_STATUS.rejected, refundLimit: limit.toFixed() })
        .where(eq(returnRequestItems.id, item.id));
    }
    await tx.update(returnRequests).set({ managerId: manager.customerId }).where(eq(returnRequests.id, request.id));
    const anyAccepted = decisions.some((d) => d.qty > 0);
    return moveStatus(tx, request, anyAccepted ? STATUS_OF_STATE.authorized : STATUS_OF_STATE.rejected, now);
  });
  if (change.statusId === STATUS_OF_STATE.authorized) await issueDocuments(ctx, request);
  await announce(ctx, [change], baseUrl);
  return requestForManager(ctx, request.id);
}

/** Makes and stores the shipping label and packing slip PDFs of an approved request. */
async function issueDocuments(ctx: Ctx, request: RequestRow): Promise<void> {
  const order = await orderById(ctx.db, request.orderId);
  const items = await ctx.db
    .select({ name: orderLineHeads.name, sku: orderLineHeads.sku, qty: returnRequestItems.qty })
    .from(returnRequestItems)
    .innerJoin(orderLineHeads, eq(orderLineHeads.id, returnRequestItems.orderItemId))
    .where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.authorized)));
  const a = order!.shippingAddress ?? order!.billingAddress;
  const from = a
    ? [personName({ firstName: a.firstname, lastName: a.lastname }), ...a.street, `${a.city} ${a.regionCode ?? ''} ${a.postcode ?? ''}`.trim(), a.countryCode]
    : [personName({ firstName: order!.customerFirstname ?? '', lastName: order!.customerLastname ?? '' })];
  const common = {
    requestNumber: requestNumber(request.id),
    orderNumber: order!.number,
    customerName: personName({ firstName: order!.customerFirstname ?? '', lastName: order!.customerLastname ?? '' }),
    from,
    to: RETURNS_DESK,
    items: items.map((i) => ({ ...i, qty: String(Number(i.qty)) })),
    issuedAt: ctx.clock.now(),
  };
  const keys = {
    label: `returns/${request.customerId}/rma-${request.id}-label-${randomToken(12)}.pdf`,
    slip: `returns/${request.customerId}/rma-${request.id}-slip-${randomToken(12)}.pdf`,
  };
  const [label, slip] = await Promise.all([returnDocumentPdf({ ...common, kind: 'shipping-label' }), returnDocumentPdf({ ...common, kind: 'packing-slip' })]);
  await ctx.storage.put(keys.label, label, {
    contentType: 'application/pdf',
    contentDisposition: `attachment; filename="return-label-${common.requestNumber}.pdf"`,
  });
  await ctx.storage.put(keys.slip, slip, {
    contentType: 'application/pdf',
    contentDisposition: `attachment; filename="packing-slip-${common.requestNumber}.pdf"`,
  });
  await ctx.db.update(returnRequests).set({ shippingLabelKey: keys.label, packingSlipKey: keys.slip }).where(eq(returnRequests.id, request.id));
}

/** A signed, expiring link to one of a request's documents, or null before it is issued. */
export async function documentLink(ctx: Ctx, key: string | null, baseUrl: string): Promise<string | null> {
  return key ? ctx.storage.signedGetUrl(key, { expiresAt: linkExpiry(900), baseUrl }) : null;
}

/**
 * Marks the authorized items received, each in the condition found; goods in a resellable
 * condition go back in stock in the same transaction.
 */
export async function receiveItems(
  ctx: Ctx,
  manager: Manager,
  requestId: number,
  found: { request_item_id: number; condition_id: number }[],
  baseUrl: string,
): Promise<RequestRow> {
  const request = await requestForManager(ctx, requestId);
  if (statusById(request.statusId).state !== STATE.authorized) throw new ServiceError('rule', 'Only an approved return can be received.');
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    const items = await tx
      .select({ item: returnRequestItems, productId: orderLineHeads.productId, variantId: orderLineHeads.variantId })
      .from(returnRequestItems)
      .innerJoin(orderLineHeads, eq(orderLineHeads.id, returnRequestItems.orderItemId))
      .where(and(eq(returnRequestItems.requestId, request.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.authorized)));
    for (const [n, f] of found.entries()) {
      if (!items.some((i) => i.item.id === f.request_item_id)) throw invalid(`items[${n}].request_item_id`, 'This item is not an approved item of the return.');
      if (!CONDITIONS.some((c) => c.id === f.condition_id)) throw invalid(`items[${n}].condition_id`, 'Choose the condition from the list.');
    }
    for (const { item, productId, variantId } of items) {
      const conditionId = found.find((f) => f.request_item_id === item.id)?.condition_id ?? item.conditionId;
      const moved = await tx
        .update(returnRequestItems)
        .set({ itemStatus: ITEM_STATUS.received, conditionId })
        .where(and(eq(returnRequestItems.id, item.id), eq(returnRequestItems.itemStatus, ITEM_STATUS.authorized)))
        .returning({ id: returnRequestItems.id });
      if (moved.length && CONDITIONS.find((c) => c.id === conditionId)?.resellable) {
        await giveBackStock(tx, addUnits(new Map(), variantId ?? productId, item.qty), now);
      }
    }
    await tx.update(returnRequests).set({ managerId: manager.customerId }).where(eq(returnRequests.id, request.id));
    return moveStatus(tx, request, STATUS_OF_STATE.received, now);
  });
  await announce(ctx, [change], baseUrl);
  return requestForManager(ctx, request.id);
}

/** A manager's chat message (with files the manager uploaded). */
export async function managerMessage(
  ctx: Ctx,
  manager: Manager,
  requestId: number,
  input: { message?: string | null; files?: { filehash: string; filename?: string | null }[] | null },
): Promise<MessageRow> {
  const request = await requestForManager(ctx, requestId);
  return inTransaction(ctx.db, (tx) =>
    writeMessage(tx, {
      requestId: request.id,
      authorId: manager.customerId,
      username: manager.displayName,
      isManager: true,
      message: input.message,
      files: input.files,
      at: ctx.clock.now(),
    }),
  );
}
