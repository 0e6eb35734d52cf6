import Decimal from 'decimal.js';
import { shareOfUnits } from './refund-allocation.ts';
import { and, asc, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { randomToken } from '../../platform/crypto.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { asDb } from '../cart/index.ts';
import { currencyDigits, productNamesInLanguage } from '../catalogue/index.ts';
import { completeOrdersOf, lockOrder, orderHeads, orderLineHeads, orderLinesOf, orderOfCustomer, type OrderRow } from '../orders/index.ts';
import { quantitiesInRequests, returnInfoOf, returnInfoOfOrders, ruleFor } from './eligibility.ts';
import { attachFiles } from './chat.service.ts';
import { emailStatusChange, writeStatusMessage, type StatusChange } from './notify.ts';
import { moveOnEvent, moveStatus, type RequestRow } from './request-state.ts';
import { CARRIERS, CONDITIONS, CUSTOM_FIELDS, REASONS, SETTINGS, STATE, STATUSES, statusById } from './returns-settings.ts';
import { returnMessages, returnRequestItems, returnRequests, returnTrackingNumbers } from './returns.tables.ts';
import { inTransaction, sideBySide } from '../../platform/db/index.ts';
import { personName } from '@golf/contracts';

export interface Customer {
  id: number;
  firstname: string;
  lastname: string;
}

export interface PlaceInput {
  order_id: number;
  return_items: {
    order_item_id: number;
    qty: number;
    reason: number;
    condition: number;
    resolution: number;
    return?: number | null;
    item_comment?: string | null;
  }[];
  comment?: string | null;
  custom_fields?: { key: string; value: string }[] | null;
  files?: { filehash: string; filename?: string | null }[] | null;
  policy_allowed?: number | null;
}

/** Sends the e-mails of committed status changes. */
export async function announce(ctx: Ctx, changes: (StatusChange | null)[], baseUrl: string): Promise<void> {
  for (const change of changes) if (change) await emailStatusChange(ctx, change, baseUrl);
}

/** One of the customer's orders; another customer's order is not found. */
async function ownOrder(ctx: Ctx, customerId: number, orderId: number): Promise<OrderRow> {
  const order = await orderOfCustomer(ctx.db, customerId, orderId);
  if (!order) throw new ServiceError('not-found', `Could not find the order "${orderId}".`);
  return order;
}

/** The customer's request by its hash (customer calls) or id; another customer's is not found. */
export async function ownRequest(ctx: Ctx, customerId: number, key: { hash: string } | { id: number }): Promise<RequestRow> {
  const where = 'hash' in key ? eq(returnRequests.urlHash, String(key.hash)) : eq(returnRequests.id, key.id);
  const [row] = await ctx.db
    .select()
    .from(returnRequests)
    .where(and(where, eq(returnRequests.customerId, customerId)));
  if (!row) throw new ServiceError('not-found', 'This return request was not found.');
  return row;
}

/** The customer's orders of this store that have something left to return. */
export async function returnableOrders(ctx: Ctx, customerId: number, storeCode: string): Promise<OrderRow[]> {
  const rows = await completeOrdersOf(ctx.db, customerId, storeCode);
  const info = await returnInfoOfOrders(ctx.db, rows, ctx.clock.now());
  return rows.filter((o) => info.get(o.id)?.some((i) => i.isReturnable));
}

function validatePlace(input: PlaceInput): void {
  if (!Number.isInteger(input.order_id) || input.order_id < 1) throw invalid('order_id', 'Choose the order to return items from.');
  if (SETTINGS.isReturnPolicyEnabled && input.policy_allowed !== 1) throw invalid('policy_allowed', 'Read and accept the return policy to send the request.');
  const chosen = input.return_items.filter((i) => i.return !== 0);
  if (!chosen.length) throw invalid('return_items', 'Items were not selected. Choose at least one item to return.');
  const seen = new Set<number>();
  chosen.forEach((item, n) => {
    const at = `return_items[${n}]`;
    if (seen.has(item.order_item_id)) throw invalid(`${at}.order_item_id`, 'Each item may be listed once; change its quantity instead.');
    seen.add(item.order_item_id);
    if (!Number.isInteger(item.qty) || item.qty < 1) throw invalid(`${at}.qty`, 'The quantity to return must be a whole number of at least 1.');
    if (!REASONS.some((r) => r.id === item.reason)) throw invalid(`${at}.reason`, 'Choose a reason for the return from the list.');
    if (!CONDITIONS.some((c) => c.id === item.condition)) throw invalid(`${at}.condition`, 'Choose the condition of the item from the list.');
    if ((item.item_comment ?? '').length > 2000) throw invalid(`${at}.item_comment`, 'The comment may be at most 2,000 characters.');
  });
  for (const f of input.custom_fields ?? []) {
    if (!CUSTOM_FIELDS.some((c) => c.code === f.key)) throw invalid('custom_fields', `"${f.key}" is not one of the return's fields.`);
    if (f.value.length > 200) throw invalid('custom_fields', 'Each field may be at most 200 characters.');
  }
  if ((input.comment ?? '').length > 5000) throw invalid('comment', 'The message may be at most 5,000 characters.');
}

/**
 * Places a return request. The order row is locked first, so requests for one order are placed
 * one after another: each sees the quantities the others took, and an item's quantity can never be
 * in two live requests, however many are sent at once.
 */
export async function placeReturnRequest(
  ctx: Ctx,
  who: { customer: Customer; storeCode: string; locale: Locale; baseUrl: string },
  input: PlaceInput,
): Promise<RequestRow> {
  validatePlace(input);
  const order = await ownOrder(ctx, who.customer.id, input.order_id);
  if (order.storeCode !== who.storeCode) throw new ServiceError('not-found', `Could not find the order "${input.order_id}".`);
  const now = ctx.clock.now();
  const { request, change } = await inTransaction(ctx.db, async (tx) => {
    await lockOrder(tx, order.id);
    const db = asDb(tx);
    const [items, inRequests, rule] = await sideBySide(db, [
      () => orderLinesOf(db, order.id),
      () => quantitiesInRequests(db, [order.id]),
      () => ruleFor(db, order.storeCode),
    ]);
    const digits = currencyDigits(order.currency);
    const lines = input.return_items
      .filter((i) => i.return !== 0)
      .map((wanted, n) => {
        const at = `return_items[${n}]`;
        const item = items.find((i) => i.id === wanted.order_item_id);
        if (!item) throw invalid(`${at}.order_item_id`, 'This item is not part of the order.');
        const held = inRequests.get(item.id) ?? [];
        const info = returnInfoOf({ order, item, rule, inRequests: held, now });
        if (!info.isReturnable) throw new ServiceError('rule', `"${item.name}" cannot be returned.`, { field: `${at}.order_item_id` });
        if (info.availableQty.lessThan(wanted.qty))
          throw new ServiceError('rule', `At most ${info.availableQty.toFixed()} of "${item.name}" can be returned.`, { field: `${at}.qty` });
        if (!info.resolutions.some((r) => r.resolution_id === wanted.resolution))
          throw invalid(`${at}.resolution`, `Choose one of the resolutions offered for "${item.name}".`);
        // What was paid for the line (after discount, with tax) less what live requests already
        // hold, shared over the units not in them by largest remainder: the limits of every
        // request for this item add up to the line's total exactly, never more nor a cent less.
        const paid = new Decimal(item.rowTotal).minus(item.discount).plus(item.tax);
        const heldQty = held.reduce((s, h) => s.plus(h.qty), new Decimal(0));
        const heldMoney = held.reduce((s, h) => s.plus(h.refundLimit), new Decimal(0));
        const limit = shareOfUnits(paid.minus(heldMoney), new Decimal(item.qtyOrdered).minus(heldQty), new Decimal(wanted.qty), digits);
        return { item, wanted, limit };
      });
    const [request] = await tx
      .insert(returnRequests)
      .values({
        urlHash: randomToken(32),
        orderId: order.id,
        customerId: who.customer.id,
        storeCode: order.storeCode,
        locale: who.locale,
        statusId: 1,
        customFields: Object.fromEntries((input.custom_fields ?? []).map((f) => [f.key, f.value])),
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    await tx.insert(returnRequestItems).values(
      lines.map(({ item, wanted, limit }) => ({
        requestId: request!.id,
        orderItemId: item.id,
        requestQty: String(wanted.qty),
        qty: String(wanted.qty),
        reasonId: wanted.reason,
        conditionId: wanted.condition,
        resolutionId: wanted.resolution,
        itemComment: wanted.item_comment ?? null,
        refundLimit: limit.toFixed(),
      })),
    );
    await writeStatusMessage(tx, { requestId: request!.id, statusId: 1, locale: who.locale }, now);
    if ((input.comment ?? '').trim() || input.files?.length) {
      const files = await attachFiles(tx, who.customer.id, request!.id, input.files ?? []);
      await tx.insert(returnMessages).values({
        requestId: request!.id,
        authorId: who.customer.id,
        username: personName({ firstName: who.customer.firstname, lastName: who.customer.lastname }),
        message: (input.comment ?? '').trim(),
        isManager: false,
        isSystem: false,
        files,
        createdAt: now,
      });
    }
    return {
      request: request!,
      change: {
        requestId: request!.id,
        number: String(request!.id).padStart(6, '0'),
        orderNumber: order.number,
        statusId: 1,
        locale: who.locale,
        email: order.email,
        name: order.customerFirstname,
      } satisfies StatusChange,
    };
  });
  await announce(ctx, [change], who.baseUrl);
  return request;
}

export interface ListFilter {
  status?: number | null;
  fromDate?: string | null;
  toDate?: string | null;
  orderId?: string | null;
  productUrlKey?: string | null;
  /** Part of a returned product's name, as ordered or in `locale` (the customer's store view language). */
  productName?: string | null;
  locale?: Locale;
  trackingNumber?: string | null;
  sort?: 'createdAt' | 'modifiedAt' | 'status' | null;
  direction?: 'ASC' | 'DESC' | null;
}

function dateOf(field: string, value: string, endOfDay: boolean): Date {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`) : new Date(value);
  if (Number.isNaN(d.getTime())) throw invalid(field, `"${value}" is not a date; use the form 2026-03-10.`);
  return d;
}

/** The customer's requests, filtered (status, dates, order, product by URL key or name, tracking number), newest first by default. */
export async function listReturns(ctx: Ctx, customerId: number, filter: ListFilter = {}): Promise<RequestRow[]> {
  const where: (SQL | undefined)[] = [eq(returnRequests.customerId, customerId)];
  if (filter.status !== null && filter.status !== undefined && filter.status !== 0) {
    if (!STATUSES.some((s) => s.id === filter.status)) throw invalid('status', 'Choose a status from the list.');
    where.push(eq(returnRequests.statusId, filter.status));
  }
  if (filter.fromDate) where.push(gte(returnRequests.createdAt, dateOf('fromDate', filter.fromDate, false)));
  if (filter.toDate) where.push(lte(returnRequests.createdAt, dateOf('toDate', filter.toDate, true)));
  if (filter.orderId)
    where.push(
      exists(
        ctx.db
          .select({ x: sql`1` })
          .from(orderHeads)
          .where(and(eq(orderHeads.id, returnRequests.orderId), eq(orderHeads.number, filter.orderId.trim()))),
      ),
    );
  if (filter.productUrlKey) {
    where.push(
      exists(
        ctx.db
          .select({ x: sql`1` })
          .from(returnRequestItems)
          .innerJoin(orderLineHeads, eq(orderLineHeads.id, returnRequestItems.orderItemId))
          .where(and(eq(returnRequestItems.requestId, returnRequests.id), eq(orderLineHeads.urlKey, filter.productUrlKey.trim()))),
      ),
    );
  }
  const name = filter.productName?.trim();
  if (name) {
    // A customer knows a product by the name they read: the one on the order, or the catalogue's in their language.
    const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      exists(
        ctx.db
          .select({ x: sql`1` })
          .from(returnRequestItems)
          .innerJoin(orderLineHeads, eq(orderLineHeads.id, returnRequestItems.orderItemId))
          .leftJoin(
            productNamesInLanguage,
            and(eq(productNamesInLanguage.productId, orderLineHeads.productId), eq(productNamesInLanguage.locale, filter.locale ?? 'en')),
          )
          .where(
            and(eq(returnRequestItems.requestId, returnRequests.id), or(ilike(orderLineHeads.name, pattern), ilike(productNamesInLanguage.name, pattern))),
          ),
      ),
    );
  }
  if (filter.trackingNumber)
    where.push(
      exists(
        ctx.db
          .select({ x: sql`1` })
          .from(returnTrackingNumbers)
          .where(and(eq(returnTrackingNumbers.requestId, returnRequests.id), eq(returnTrackingNumbers.number, filter.trackingNumber.trim()))),
      ),
    );
  const direction = filter.direction === 'ASC' ? asc : desc;
  const column = filter.sort === 'modifiedAt' ? returnRequests.modifiedAt : filter.sort === 'status' ? returnRequests.statusId : returnRequests.createdAt;
  return ctx.db
    .select()
    .from(returnRequests)
    .where(and(...where))
    .orderBy(direction(column), direction(returnRequests.id))
    .limit(200);
}

/** Closes (cancels) a request while the goods have not been received. */
export async function closeReturn(ctx: Ctx, customerId: number, requestId: number, baseUrl: string): Promise<void> {
  const request = await ownRequest(ctx, customerId, { id: requestId });
  const state = statusById(request.statusId).state;
  if (state !== STATE.pending && state !== STATE.authorized)
    throw new ServiceError('rule', 'This return can no longer be closed.', { data: { reason: 'not_closable' } });
  const change = await inTransaction(ctx.db, (tx) => moveStatus(tx, request, 12, ctx.clock.now()));
  await announce(ctx, [change], baseUrl);
}

/** Rates a resolved request once, 1 to 5 with an optional comment. */
export async function rateReturn(
  ctx: Ctx,
  customerId: number,
  input: { hash: string; rating: number; comment?: string | null },
  baseUrl: string,
): Promise<void> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw invalid('rating', 'Choose a rating from 1 to 5 stars.');
  if ((input.comment ?? '').length > 2000) throw invalid('comment', 'The comment may be at most 2,000 characters.');
  const request = await ownRequest(ctx, customerId, { hash: input.hash });
  if (statusById(request.statusId).state !== STATE.resolved)
    throw new ServiceError('rule', 'A return can be rated once it is resolved.', { data: { reason: 'not_resolved' } });
  const now = ctx.clock.now();
  const change = await inTransaction(ctx.db, async (tx) => {
    const rated = await tx
      .update(returnRequests)
      .set({ rating: input.rating, ratingComment: input.comment?.trim() || null, modifiedAt: now })
      .where(and(eq(returnRequests.id, request.id), sql`${returnRequests.rating} is null`))
      .returning();
    if (!rated.length) throw new ServiceError('rule', 'This return has already been rated.', { data: { reason: 'already_rated' } });
    return moveOnEvent(tx, rated[0]!, 'customer-rated', now);
  });
  await announce(ctx, [change], baseUrl);
}

/** Adds a tracking number with one of the settings' carriers (moves an approved return to "Shipped"). */
export async function addTracking(ctx: Ctx, customerId: number, input: { hash: string; code: string; number: string }, baseUrl: string) {
  if (!CARRIERS.some((c) => c.code === input.code)) throw invalid('code', 'Choose a carrier from the list.');
  const number = input.number.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/.test(number)) throw invalid('number', 'A tracking number has 3 to 40 letters, digits, spaces or dashes.');
  const request = await ownRequest(ctx, customerId, { hash: input.hash });
  const state = statusById(request.statusId).state;
  if (state !== STATE.pending && state !== STATE.authorized) throw new ServiceError('rule', 'Tracking numbers can be added until the return is received.');
  const now = ctx.clock.now();
  const { row, change } = await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(returnTrackingNumbers)
      .values({ requestId: request.id, carrierCode: input.code, number, isCustomer: true, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ServiceError('conflict', 'This tracking number is already on the return.', { field: 'number' });
    return { row, change: await moveOnEvent(tx, request, 'customer-tracking', now) };
  });
  await announce(ctx, [change], baseUrl);
  return row;
}

/** Removes one of the customer's own tracking numbers. */
export async function removeTracking(ctx: Ctx, customerId: number, input: { hash: string; tracking_id: number }): Promise<void> {
  const request = await ownRequest(ctx, customerId, { hash: input.hash });
  const removed = await ctx.db
    .delete(returnTrackingNumbers)
    .where(and(eq(returnTrackingNumbers.id, input.tracking_id), eq(returnTrackingNumbers.requestId, request.id), eq(returnTrackingNumbers.isCustomer, true)))
    .returning({ id: returnTrackingNumbers.id });
  if (!removed.length) throw new ServiceError('not-found', 'This tracking number was not found on the return.');
}

/** The requests' items, each named in `locale` (the catalogue's name in that language, else the name on the order). */
export async function itemsOfRequests(ctx: Ctx, requestIds: readonly number[], locale: Locale) {
  const rows = await ctx.db
    .select({
      item: returnRequestItems,
      name: sql<string>`coalesce(${productNamesInLanguage.name}, ${orderLineHeads.name})`,
      urlKey: orderLineHeads.urlKey,
      sku: orderLineHeads.sku,
    })
    .from(returnRequestItems)
    .innerJoin(orderLineHeads, eq(orderLineHeads.id, returnRequestItems.orderItemId))
    .leftJoin(productNamesInLanguage, and(eq(productNamesInLanguage.productId, orderLineHeads.productId), eq(productNamesInLanguage.locale, locale)))
    .where(inArray(returnRequestItems.requestId, [...requestIds]))
    .orderBy(asc(returnRequestItems.id));
  return requestIds.map((id) => rows.filter((r) => r.item.requestId === id));
}

export async function trackingOfRequests(ctx: Ctx, requestIds: readonly number[]) {
  const rows = await ctx.db
    .select()
    .from(returnTrackingNumbers)
    .where(inArray(returnTrackingNumbers.requestId, [...requestIds]))
    .orderBy(asc(returnTrackingNumbers.id));
  return requestIds.map((id) => rows.filter((r) => r.requestId === id));
}
