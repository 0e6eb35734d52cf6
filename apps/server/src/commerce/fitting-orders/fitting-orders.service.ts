import { and, desc, eq, sql } from 'drizzle-orm';
import type { CustomClubOrder, EditClubAddressRequest, Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { activeCartById, closeCart, createSideCart, type Tx } from '../cart/index.ts';
import { customerOfToken, type CommerceCustomer } from '../customer/index.ts';
import { findStore, type Store } from '../store/index.ts';
import { assertOpen, closedReason, depositFigures, moneyText, orderGone, type ClubOrderRow } from './club-order-rules.ts';
import { addressIn, addressOut, componentsOf, optionsOf, viewOrders } from './club-order-view.ts';
import { moveClubOrder } from './club-order-lifecycle.ts';
import { customClubItems, customClubOrders } from './fitting-orders.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

/** Who acts on club orders: the customer of a token generated for their e-mail, in a store. */
export interface ClubShopper {
  customer: CommerceCustomer;
  store: Store;
  token: string | null;
  /** The store view language the request reads (component names come in it). */
  locale: Locale;
}

/** The customer's own order by increment id; another customer's answers not-found. */
export async function ownOrder(db: Db | Tx, customerId: number, incrementId: string, lock = false): Promise<ClubOrderRow> {
  const query = (db as Db)
    .select()
    .from(customClubOrders)
    .where(and(eq(customClubOrders.incrementId, incrementId), eq(customClubOrders.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`The custom club order "${incrementId}"`);
  return row;
}

/** listCustomClubOrder: the customer's club orders, newest first (deleted ones are gone). */
export async function listCustomClubOrders(ctx: Ctx, shopper: ClubShopper): Promise<CustomClubOrder[]> {
  const rows = await ctx.db
    .select()
    .from(customClubOrders)
    .where(and(eq(customClubOrders.customerId, shopper.customer.id), sql`${customClubOrders.status} <> 'deleted'`))
    .orderBy(desc(customClubOrders.createdAt), desc(customClubOrders.id));
  return viewOrders(ctx.db, rows, shopper.locale);
}

/** One club order with its clubs, component names in `locale` (GET /api/v3/tecfit/custom-club). A deleted one answers 1002. */
export async function getCustomClubOrder(ctx: Ctx, customerId: number, incrementId: string, locale: Locale): Promise<CustomClubOrder> {
  const order = await ownOrder(ctx.db, customerId, incrementId);
  if (order.status === 'deleted') throw orderGone();
  return (await viewOrders(ctx.db, [order], locale))[0]!;
}

/** listTecfitSession: the fitting sessions the customer's club orders were made from. */
export async function listClubSessions(ctx: Ctx, shopper: ClubShopper) {
  const rows = await ctx.db
    .select({
      sessionId: customClubItems.sessionId,
      type: customClubItems.sessionType,
      created: customClubItems.sessionCreated,
      orderId: customClubOrders.incrementId,
      status: customClubOrders.status,
    })
    .from(customClubItems)
    .innerJoin(customClubOrders, eq(customClubOrders.id, customClubItems.orderId))
    .where(and(eq(customClubOrders.customerId, shopper.customer.id), sql`${customClubItems.sessionId} is not null`))
    .orderBy(desc(customClubItems.sessionCreated));
  const sessions = new Map<number, { session_id: number; type: string; created: string | null; custom_club_ids: string[]; clubs: number }>();
  for (const r of rows) {
    const s = sessions.get(r.sessionId!) ?? {
      session_id: r.sessionId!,
      type: r.type ?? 'club',
      created: r.created?.toISOString() ?? null,
      custom_club_ids: [],
      clubs: 0,
    };
    if (r.status !== 'deleted' && !s.custom_club_ids.includes(r.orderId)) s.custom_club_ids.push(r.orderId);
    s.clubs += 1;
    sessions.set(r.sessionId!, s);
  }
  return [...sessions.values()];
}

export interface ClubError {
  club_club_type: string;
  club_group_number: number;
  club_product_type: string;
  club_vendor: string;
  options_data: { code: string; option_title: string; option_value_title: string }[];
  product_name: string;
  sku: string;
}

/**
 * convertCustomClubToCart: the order's selected clubs become its quote (a club-order cart). When an
 * option of a club is no longer sold, no quote is made and club_errors name each club and the
 * attribute at fault. A deleted order answers 1002; a paid one 1003–1006.
 */
export async function convertCustomClubToCart(ctx: Ctx, shopper: ClubShopper, incrementId: string) {
  const order = await ownOrder(ctx.db, shopper.customer.id, incrementId);
  assertOpen(order, ctx.clock.now());
  const items = (await ctx.db.select().from(customClubItems).where(eq(customClubItems.orderId, order.id))).filter((i) => i.isSelected);
  if (!items.length) throw new ServiceError('rule', 'This order has no selected club. Ask your fitter to select the clubs to build.');
  const parts = await componentsOf(ctx.db, items);
  const clubErrors: ClubError[] = items.flatMap((item) => {
    const unsold = optionsOf(item, parts, shopper.locale).filter((o) => parts.get(item.components[o.code]!)?.isSold === false);
    return unsold.length
      ? [
          {
            club_club_type: item.clubType,
            club_group_number: item.groupId,
            club_product_type: item.productType,
            club_vendor: item.vendor,
            options_data: unsold,
            product_name: textIn(item.productNames, shopper.locale, item.productName),
            sku: item.sku,
          },
        ]
      : [];
  });
  if (clubErrors.length) {
    const first = clubErrors[0]!;
    return {
      message: `${first.product_name}: the ${first.options_data[0]!.option_title.toLowerCase()} "${first.options_data[0]!.option_value_title}" is no longer sold. Ask your fitter for another option.`,
      quote_id: null,
      customer_token: shopper.token,
      club_errors: clubErrors,
    };
  }
  const quoteId = await inTransaction(ctx.db, async (tx) => {
    const locked = await ownOrder(tx, shopper.customer.id, incrementId, true);
    assertOpen(locked, ctx.clock.now());
    if (locked.cartId) {
      const cart = await activeCartById(tx, locked.cartId);
      if (cart) return cart.maskedId;
    }
    const cart = await createSideCart(tx, shopper.customer, findStore(locked.storeCode)!, 'club_order');
    await tx.update(customClubOrders).set({ cartId: cart.id }).where(eq(customClubOrders.id, locked.id));
    return cart.maskedId;
  });
  return { message: 'The clubs are ready to pay for.', quote_id: quoteId, customer_token: shopper.token, club_errors: [] as ClubError[] };
}

/** Sets the order's billing address. Refused once the deposit is paid (1003–1006). */
export async function editBilling(ctx: Ctx, shopper: ClubShopper, input: EditClubAddressRequest): Promise<CustomClubOrder> {
  if (!input.address) throw invalid('address', 'Give the billing address (address).');
  const address = addressIn(input.address);
  await changeOpenOrder(ctx, shopper, input.order_increment_id, (tx, order) =>
    tx.update(customClubOrders).set({ billingAddress: address }).where(eq(customClubOrders.id, order.id)),
  );
  return getCustomClubOrder(ctx, shopper.customer.id, input.order_increment_id, shopper.locale);
}

/** Sets where the clubs go: an address, or pickup at the center (is_pickup). */
export async function editShipping(ctx: Ctx, shopper: ClubShopper, input: EditClubAddressRequest): Promise<CustomClubOrder> {
  if (!input.is_pickup && !input.address) throw invalid('address', 'Give the shipping address (address), or choose pickup at the center (is_pickup).');
  await changeOpenOrder(ctx, shopper, input.order_increment_id, (tx, order) =>
    tx
      .update(customClubOrders)
      .set(input.is_pickup ? { isPickup: true, shippingAddress: order.centerAddress } : { isPickup: false, shippingAddress: addressIn(input.address!) })
      .where(eq(customClubOrders.id, order.id)),
  );
  return getCustomClubOrder(ctx, shopper.customer.id, input.order_increment_id, shopper.locale);
}

async function changeOpenOrder(ctx: Ctx, shopper: ClubShopper, incrementId: string, change: (tx: Tx, order: ClubOrderRow) => Promise<unknown>) {
  await inTransaction(ctx.db, async (tx) => {
    const order = await ownOrder(tx, shopper.customer.id, incrementId, true);
    assertOpen(order, ctx.clock.now());
    await change(tx, order);
  });
}

/** The center's address for pickup: the order's center, or the center of the customer's latest order. */
export async function centerAddress(ctx: Ctx, shopper: ClubShopper, incrementId: string | undefined) {
  const order = incrementId
    ? await ownOrder(ctx.db, shopper.customer.id, incrementId)
    : (
        await ctx.db
          .select()
          .from(customClubOrders)
          .where(eq(customClubOrders.customerId, shopper.customer.id))
          .orderBy(desc(customClubOrders.createdAt))
          .limit(1)
      )[0];
  if (!order) throw notFound('A custom club order (and so its center)');
  return { center_name: order.centerName, address: addressOut(order.centerAddress) };
}

/** Deletes an unpaid order (its quote closes with it). A paid one answers 1003–1006, a deleted one 1002. */
export async function deleteClubOrder(ctx: Ctx, shopper: ClubShopper, incrementId: string): Promise<{ deleted: true; order_increment_id: string }> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await ownOrder(tx, shopper.customer.id, incrementId, true);
    assertOpen(order, ctx.clock.now());
    if (order.status !== 'pending')
      throw new ServiceError('conflict', 'A payment for this order was interrupted; open the order again before deleting it.', { code: 1003 });
    await moveClubOrder(tx, order, 'deleted');
    if (order.cartId) await closeCart(tx, { id: order.cartId });
  });
  return { deleted: true, order_increment_id: incrementId };
}

/** The deposit still due on a club order of the token's customer (for the financing config), or null. */
export async function depositDueOf(ctx: Ctx, token: string, storeCode: string, incrementId: string) {
  const customer = await customerOfToken(ctx.db, token, ctx.clock.now());
  const store = findStore(storeCode);
  if (!customer || !store || findStore(customer.storeCode)?.websiteCode !== store.websiteCode) return null;
  const [order] = await ctx.db
    .select()
    .from(customClubOrders)
    .where(and(eq(customClubOrders.incrementId, incrementId), eq(customClubOrders.customerId, customer.id)));
  if (!order || closedReason(order, ctx.clock.now())) return null;
  return { order_increment_id: order.incrementId, amount: moneyText(depositFigures(order).due, order.currency), currency: order.currency };
}
