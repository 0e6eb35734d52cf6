import Decimal from 'decimal.js';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ServiceError } from '../../platform/errors.ts';
import { cartByMaskedId, closeCart } from '../cart/index.ts';
import { currencyDigits } from '../catalogue/index.ts';
import type { ShopLine, ShopLineSubscription } from '../memberships/index.ts';
import { orderLinesByIds, orderOfCart } from '../orders/index.ts';
import { writeLog } from './subscription-log.ts';
import { subscriptionRuns, subscriptions, type SubscriptionQuoteItem } from './subscriptions.tables.ts';

/** The statuses of a subscription that will bill again (a paused one may be resumed). */
const LIVE = ['active', 'paused', 'payment_failed'] as const;

const ofLine = (line: ShopLine) => and(eq(subscriptions.sourceOrderItemId, line.orderItemId), eq(subscriptions.customerId, line.customerId));

/**
 * The subscription side of a shop membership's plan change (memberships' ShopLineSubscription port):
 * the change holds the subscription with its billing lease (`billing_until`), the one lock billing
 * itself takes, so a renewal and a plan change never run at once; the change then moves the quote
 * onto the new plan's option, and the next billing prices it afresh (today's price, tax per the rule).
 */
export const shopLineSubscription: ShopLineSubscription = {
  async hold(db, line, until, now) {
    const [held] = await db
      .update(subscriptions)
      .set({ billingUntil: until })
      .where(
        and(
          ofLine(line),
          inArray(subscriptions.status, [...LIVE]),
          or(isNull(subscriptions.billingUntil), sql`${subscriptions.billingUntil} < ${now.toISOString()}::timestamptz`),
        ),
      )
      .returning({ items: subscriptions.items });
    if (held) return { kind: 'held', sku: held.items[0]!.sku };
    const [live] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(ofLine(line), inArray(subscriptions.status, [...LIVE])));
    return { kind: live ? 'busy' : 'none' };
  },

  async switchPlan(tx, line, { choice, from, to, until, now }) {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(ofLine(line), eq(subscriptions.billingUntil, until)))
      .for('update');
    if (!sub)
      throw new ServiceError('conflict', 'Your membership’s renewal is being billed right now. Look at it again in a moment.', {
        field: 'subscriptionID',
        data: { reason: 'in_progress' },
      });
    const [item, ...rest] = sub.items;
    const qty = new Decimal(item!.qty);
    const rowTotal = qty.times(choice.price);
    // What the page shows until the next billing prices it: the new price with the tax rate the
    // rule gave this line (the source order's); the renewal itself is taxed afresh at checkout.
    const [source] = await orderLinesByIds(tx, [sub.sourceOrderItemId]);
    const tax = rowTotal
      .times(source?.taxPercent ?? 0)
      .div(100)
      .toDecimalPlaces(currencyDigits(sub.currency), Decimal.ROUND_HALF_UP);
    const switched: SubscriptionQuoteItem = {
      ...item!,
      selected: [...item!.selected.filter((uid) => !uid.startsWith(`custom-option/${choice.optionId}/`)), `custom-option/${choice.optionId}/${choice.valueId}`],
      option: choice.title,
      priced: { rowTotal: rowTotal.toFixed(4), tax: tax.toFixed(4), taxPercent: new Decimal(source?.taxPercent ?? 0).toFixed(4) },
    };
    await tx
      .update(subscriptions)
      .set({
        items: [switched, ...rest],
        subtotal: rowTotal.toFixed(4),
        description: `${item!.name} (${choice.title})`.slice(0, 64),
        billingUntil: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    // A period whose cart was made but not ordered (a declined card waiting for its retry) gets a
    // new cart at the new plan; a cart that did make an order keeps it (that order is the period's).
    const open = await tx
      .select()
      .from(subscriptionRuns)
      .where(and(eq(subscriptionRuns.subscriptionId, sub.id), isNull(subscriptionRuns.orderNumber), isNotNull(subscriptionRuns.cartMaskedId)));
    for (const run of open) {
      const cart = await cartByMaskedId(tx, run.cartMaskedId!);
      if (cart && (await orderOfCart(tx, cart.id))) continue;
      if (cart) await closeCart(tx, { id: cart.id }, now);
      await tx.update(subscriptionRuns).set({ cartMaskedId: null }).where(eq(subscriptionRuns.id, run.id));
    }
    await writeLog(tx, {
      subscriptionId: sub.id,
      status: sub.status,
      agent: 'customer',
      event: 'plan_changed',
      params: { from: from.name, to: to.name, names: { from: from.names ?? {}, to: to.names ?? {} } },
      at: now,
    });
  },

  async renewedProducts(db, lines) {
    if (!lines.length) return new Map();
    const rows = await db
      .select({ customerId: subscriptions.customerId, orderItemId: subscriptions.sourceOrderItemId, items: subscriptions.items })
      .from(subscriptions)
      .where(
        and(
          inArray(
            subscriptions.sourceOrderItemId,
            lines.map((l) => l.orderItemId),
          ),
          inArray(subscriptions.status, [...LIVE]),
        ),
      );
    const mine = rows.filter((r) => lines.some((l) => l.orderItemId === r.orderItemId && l.customerId === r.customerId));
    return new Map(mine.map((r) => [r.orderItemId, r.items[0]!.sku]));
  },

  async release(db, line, until) {
    await db
      .update(subscriptions)
      .set({ billingUntil: null })
      .where(and(ofLine(line), eq(subscriptions.billingUntil, until)));
  },
};
