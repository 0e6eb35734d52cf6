import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { cardsOfStore } from '../payments/index.ts';
import type { CartRow } from '../cart/index.ts';
import { orderLinesOf, type OrderLineRow, type OrderRow } from '../orders/index.ts';
import { findStore } from '../store/index.ts';
import { writeLog } from './subscription-log.ts';
import { runAt } from './subscription-schedule.ts';
import { subscriptions, type StoredCard, type SubscriptionQuoteItem } from './subscriptions.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { productKeysById } from '../catalogue/index.ts';

/**
 * Starts a subscription for each line of a paid order that carries a subscription choice: the first
 * order is its first installment; the next run is one period later. The card is vaulted with the
 * gateway (a long-lived token; never the number). Repeating it starts nothing twice: one
 * subscription per order line (unique). Orders placed by a subscription's own billing start none.
 */
export async function startSubscriptions(ctx: Ctx, order: OrderRow, cart: CartRow, orderLines?: OrderLineRow[]): Promise<void> {
  if (cart.source === 'subscription') return;
  const lines = (orderLines ?? (await orderLinesOf(ctx.db, order.id))).filter((l) => l.options.custom.some((c) => c.subscription));
  if (!lines.length) return;
  const existing = await ctx.db
    .select({ lineId: subscriptions.sourceOrderItemId })
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.sourceOrderItemId,
        lines.map((l) => l.id),
      ),
    );
  const unstarted = lines.filter((l) => !existing.some((e) => e.lineId === l.id));
  if (!unstarted.length) return;
  const store = findStore(order.storeCode)!;
  const now = ctx.clock.now();
  let card: StoredCard | null = null;
  const token = cart.paymentMethod?.card?.token;
  if (token) {
    const vaulted = await cardsOfStore(ctx, null).gateway.vault(token);
    card = { token: vaulted.token, ccType: vaulted.brand, last4: vaulted.last4, expMonth: vaulted.expMonth, expYear: vaulted.expYear };
  }
  const skus = await productKeysById(
    ctx.db,
    unstarted.map((l) => l.productId),
  );
  for (const line of unstarted) {
    const plan = line.options.custom.find((c) => c.subscription)!;
    const { length: frequencyCount, unit } = plan.subscription!;
    const item: SubscriptionQuoteItem = {
      sku: skus.find((s) => s.id === line.productId)?.sku ?? line.sku,
      name: line.name,
      qty: new Decimal(line.qtyOrdered).toFixed(),
      selected: line.options.custom.flatMap((c) => c.values.filter((v) => v.valueId !== null).map((v) => `custom-option/${c.optionId}/${v.valueId}`)),
      entered: line.options.custom.flatMap((c) =>
        c.values.filter((v) => v.valueId === null).map((v) => ({ uid: `custom-option/${c.optionId}`, value: v.value })),
      ),
      option: plan.values.map((v) => v.label).join(', '),
    };
    await inTransaction(ctx.db, async (tx) => {
      const [made] = await tx
        .insert(subscriptions)
        .values({
          incrementId: `${order.number}-${line.id}`,
          customerId: order.customerId,
          storeCode: order.storeCode,
          status: 'active',
          description: `${line.name} (${item.option})`.slice(0, 64),
          frequencyCount,
          frequencyUnit: unit as 'day' | 'week' | 'month' | 'year',
          length: 0,
          runCount: 1,
          sourceOrderNumber: order.number,
          sourceOrderItemId: line.id,
          email: order.email,
          currency: order.currency,
          subtotal: new Decimal(line.rowTotal).toFixed(),
          items: [item],
          billingAddress: order.billingAddress,
          shippingAddress: order.shippingAddress,
          shippingMethod: cart.shippingMethod,
          card,
          cycleStart: now,
          nextRun: runAt(now, frequencyCount, unit as 'month', 1, store.timezone),
          lastRun: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: subscriptions.sourceOrderItemId })
        .returning({ id: subscriptions.id });
      if (made)
        await writeLog(tx, {
          subscriptionId: made.id,
          status: 'active',
          agent: 'customer',
          event: 'started',
          params: { order: order.number },
          orderNumber: order.number,
          at: now,
        });
    });
  }
}
