import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { CartRow, CartTotals, Tx } from '../cart/index.ts';
import { orderLinesOf, type OrderLineRow, type OrderRow } from '../orders/index.ts';

/**
 * What other domains do when checkout writes, declines or completes an order (gift codes spend
 * and give back their balance, paid gift cards issue codes, subscription choices start
 * subscriptions). Checkout knows none of them: each registers its hooks through checkout's index.
 */
export interface OrderHooks {
  /** In the order's transaction, after the order row is written; throwing refuses the order (worded in `locale`, the reader's). */
  written?: (tx: Tx, input: WrittenOrder) => Promise<void>;
  /** In the transaction that removes a declined order, before it is deleted. */
  declined?: (tx: Tx, order: OrderRow, now: Date) => Promise<void>;
  /** After the paid order is committed (run again, it must change nothing: it may be retried); with the order's lines. */
  paid?: (ctx: Ctx, order: OrderRow, cart: CartRow, lines: OrderLineRow[]) => Promise<void>;
}

export interface WrittenOrder {
  order: OrderRow;
  /** The order's lines as written. */
  lines: OrderLineRow[];
  cart: CartRow;
  totals: CartTotals;
  now: Date;
  locale: Locale;
}

const hooks = new Map<string, OrderHooks>();

/** Registers (or replaces, by name) one domain's order hooks. */
export function registerOrderHooks(name: string, h: OrderHooks): void {
  hooks.set(name, h);
}

export async function runWrittenHooks(tx: Tx, input: WrittenOrder): Promise<void> {
  for (const h of hooks.values()) await h.written?.(tx, input);
}

export async function runDeclinedHooks(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  for (const h of hooks.values()) await h.declined?.(tx, order, now);
}

/**
 * Paid hooks never undo a paid order: a failure is logged by the caller's process and retried by the
 * hook's own sweep. `lines`: the order's lines when the caller wrote them (read once here otherwise).
 */
export async function runPaidHooks(ctx: Ctx, order: OrderRow, cart: CartRow, lines?: OrderLineRow[]): Promise<void> {
  const orderLines = lines ?? (await orderLinesOf(ctx.db, order.id));
  for (const h of hooks.values()) await h.paid?.(ctx, order, cart, orderLines);
}
