import Decimal from 'decimal.js';
import { and, asc, eq, inArray, ne, notInArray, or, isNull, arrayContains } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { orderLinesIn, type OrderLineRow, type OrderRow } from '../orders/index.ts';
import { enabledResolutions, ITEM_STATUS, NO_RETURNABLE, RETURNABLE_ORDER_STATUSES, STATE, STATUSES } from './returns-settings.ts';
import { returnRequestItems, returnRequests, returnRules } from './returns.tables.ts';

type OrderItemRow = OrderLineRow;
type Rule = typeof returnRules.$inferSelect;

export interface ItemReturnInfo {
  orderItem: OrderItemRow;
  purchasedQty: Decimal;
  availableQty: Decimal;
  isReturnable: boolean;
  noReturnableReason: number | null;
  alreadyReturnedRequests: number[];
  resolutions: ReturnType<typeof enabledResolutions>;
}

const DAY = 86_400_000;
const CANCELED_STATUS_IDS = STATUSES.filter((s) => s.state === STATE.canceled).map((s) => s.id);

/**
 * What of one item can still be returned (Amasty's CreateReturnProcessor and return rules): what
 * was shipped, less what was canceled and what is already in live requests (not rejected, request
 * not canceled), within the rule's period per resolution counted in whole days from the order.
 * Pure: the caller gives the rule, the quantities in other requests and the clock's now.
 */
export function returnInfoOf(input: {
  order: OrderRow;
  item: OrderItemRow;
  rule: Rule | null;
  inRequests: { requestId: number; qty: Decimal }[];
  now: Date;
}): ItemReturnInfo {
  const { order, item, rule, inRequests, now } = input;
  const purchasedQty = new Decimal(item.qtyShipped);
  const requested = inRequests.reduce((s, r) => s.plus(r.qty), new Decimal(0));
  const gone = Decimal.max(requested, new Decimal(item.qtyRefunded));
  const availableQty = Decimal.max(purchasedQty.minus(item.qtyCanceled).minus(gone), 0);
  const base = { orderItem: item, purchasedQty, availableQty, alreadyReturnedRequests: [...new Set(inRequests.map((r) => r.requestId))] };
  const no = (reason: number): ItemReturnInfo => ({ ...base, isReturnable: false, noReturnableReason: reason, resolutions: [] });
  if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.status) || purchasedQty.isZero()) return no(NO_RETURNABLE.itemWasntShipped);
  if (availableQty.isZero()) return no(inRequests.length ? NO_RETURNABLE.alreadyReturned : NO_RETURNABLE.refunded);
  const days = Math.floor((now.getTime() - order.createdAt.getTime()) / DAY);
  const resolutions = enabledResolutions().filter((r) => {
    if (!rule) return true;
    const period = rule.resolutionPeriods[String(r.resolution_id)] ?? rule.defaultPeriodDays;
    return period > 0 && days < period;
  });
  if (!resolutions.length) return no(new Decimal(item.price).equals(item.originalPrice) ? NO_RETURNABLE.expiredPeriod : NO_RETURNABLE.itemWasOnSale);
  return { ...base, isReturnable: true, noReturnableReason: null, resolutions };
}

/** The rule for a store's orders: the active one with the lowest priority number, or none. */
export async function ruleFor(db: Db, storeCode: string): Promise<Rule | null> {
  const [rule] = await db
    .select()
    .from(returnRules)
    .where(and(eq(returnRules.isActive, true), or(isNull(returnRules.storeCodes), arrayContains(returnRules.storeCodes, [storeCode]))))
    .orderBy(asc(returnRules.priority), asc(returnRules.id))
    .limit(1);
  return rule ?? null;
}

/** Quantities of the orders' items held by live requests, with the requests' ids and refund limits. */
export async function quantitiesInRequests(
  db: Db,
  orderIds: number[],
  exceptRequestId?: number,
): Promise<Map<number, { requestId: number; qty: Decimal; refundLimit: Decimal }[]>> {
  const map = new Map<number, { requestId: number; qty: Decimal; refundLimit: Decimal }[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({
      orderItemId: returnRequestItems.orderItemId,
      requestId: returnRequestItems.requestId,
      qty: returnRequestItems.qty,
      refundLimit: returnRequestItems.refundLimit,
    })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.requestId))
    .where(
      and(
        inArray(returnRequests.orderId, orderIds),
        ne(returnRequestItems.itemStatus, ITEM_STATUS.rejected),
        notInArray(returnRequests.statusId, CANCELED_STATUS_IDS),
        exceptRequestId ? ne(returnRequests.id, exceptRequestId) : undefined,
      ),
    );
  for (const r of rows)
    map.set(r.orderItemId, [...(map.get(r.orderItemId) ?? []), { requestId: r.requestId, qty: new Decimal(r.qty), refundLimit: new Decimal(r.refundLimit) }]);
  return map;
}

/** Return information for every item of some orders (one query each for items, rule and requests). */
export async function returnInfoOfOrders(db: Db, orders: OrderRow[], now: Date): Promise<Map<number, ItemReturnInfo[]>> {
  const result = new Map<number, ItemReturnInfo[]>();
  if (!orders.length) return result;
  const [items, inRequests] = await Promise.all([
    orderLinesIn(
      db,
      orders.map((o) => o.id),
    ),
    quantitiesInRequests(
      db,
      orders.map((o) => o.id),
    ),
  ]);
  const rules = new Map<string, Rule | null>();
  for (const code of new Set(orders.map((o) => o.storeCode))) rules.set(code, await ruleFor(db, code));
  for (const order of orders) {
    result.set(
      order.id,
      items
        .filter((i) => i.orderId === order.id)
        .map((item) => returnInfoOf({ order, item, rule: rules.get(order.storeCode) ?? null, inRequests: inRequests.get(item.id) ?? [], now })),
    );
  }
  return result;
}
