import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { amount, money, uidOf, viewLocaleOf } from '../catalogue/index.ts';
import { requireCustomer, type CommerceContext, type Resolvers } from '../graphql/index.ts';
import { ordersByIds, type OrderRow } from '../orders/index.ts';
import { returnInfoOfOrders, type ItemReturnInfo } from './eligibility.ts';
import { deleteMessage, fileLinks, messagesOf, writeMessage, type MessageRow } from './chat.service.ts';
import { documentLink, isManager, managerMessage, managerQueue, receiveItems, requestForManager, requireManager, reviewItems } from './manager.service.ts';
import { exchangeRequest, refundRequest, type RefundRow } from './resolve.service.ts';
import { moveOnEvent, requestNumber, type RequestRow } from './request-state.ts';
import { CARRIERS, CONDITIONS, CUSTOM_FIELDS, REASONS, RESOLUTIONS, SETTINGS, STATUSES, statusById } from './returns-settings.ts';
import {
  addTracking,
  announce,
  closeReturn,
  itemsOfRequests,
  listReturns,
  ownRequest,
  placeReturnRequest,
  rateReturn,
  removeTracking,
  returnableOrders,
  trackingOfRequests,
  type ListFilter,
} from './returns.service.ts';
import { returnRefunds } from './returns.tables.ts';
import { INSTRUCTIONS, POLICY } from './instructions.ts';
import { inTransaction } from '../../platform/db/index.ts';
import { personName, type Locale } from '@golf/contracts';
import { refusalIn } from './refusal-texts.ts';

const magentoTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

interface Loaders {
  items: DataLoader<number, Awaited<ReturnType<typeof itemsOfRequests>>[number]>;
  tracking: DataLoader<number, Awaited<ReturnType<typeof trackingOfRequests>>[number]>;
  orders: DataLoader<number, OrderRow | undefined>;
  refunds: DataLoader<number, RefundRow[]>;
  returnInfo: DataLoader<OrderRow, ItemReturnInfo[]>;
}
const loaders = new WeakMap<CommerceContext, Loaders>();
function loadersOf(context: CommerceContext): Loaders {
  let l = loaders.get(context);
  if (!l) {
    const { ctx } = context;
    l = {
      items: new DataLoader((ids) => itemsOfRequests(ctx, ids, viewLocaleOf(context.store, context.locale))),
      tracking: new DataLoader((ids) => trackingOfRequests(ctx, ids)),
      orders: new DataLoader(async (ids) => {
        const rows = await ordersByIds(ctx.db, ids);
        return ids.map((id) => rows.find((r) => r.id === id));
      }),
      refunds: new DataLoader(async (ids) => {
        const rows = await ctx.db
          .select()
          .from(returnRefunds)
          .where(inArray(returnRefunds.requestId, [...ids]))
          .orderBy(asc(returnRefunds.id));
        return ids.map((id) => rows.filter((r) => r.requestId === id));
      }),
      returnInfo: new DataLoader(
        async (os) => {
          const info = await returnInfoOfOrders(ctx.db, [...os], ctx.clock.now());
          return os.map((o) => info.get(o.id) ?? []);
        },
        { cacheKeyFn: (o) => o.id },
      ),
    };
    loaders.set(context, l);
  }
  return l;
}

/**
 * Rule failures of the mutations the spec answers with `error` and `message`, the message in the
 * reader's language where its reason has a wording (refusal-texts.ts); not-found stays an error.
 */
async function common(locale: Locale, run: () => Promise<string>) {
  try {
    return { error: false, message: await run() };
  } catch (error) {
    if (error instanceof ServiceError && (error.kind === 'rule' || error.kind === 'conflict' || error.kind === 'invalid')) {
      const reason = (error.opts.data as { reason?: unknown } | undefined)?.reason;
      return { error: true, message: refusalIn(locale, reason, error.message) };
    }
    throw error;
  }
}

const itemInfo = (i: ItemReturnInfo) => ({
  order_item_id: i.orderItem.id,
  product_name: i.orderItem.name,
  product_sku: i.orderItem.sku,
  product_url_key: i.orderItem.urlKey,
  purchased_qty: i.purchasedQty.toNumber(),
  available_qty: i.availableQty.toNumber(),
  is_returnable: i.isReturnable,
  no_returnable_reason: i.noReturnableReason,
  already_returned_requests: i.alreadyReturnedRequests,
  resolutions: i.resolutions,
});

const messageView = (m: MessageRow, links: Map<string, string>) => ({
  message_id: m.id,
  created: magentoTime(m.createdAt),
  username: m.username,
  message: m.message,
  is_manager: m.isManager,
  is_system: m.isSystem,
  is_read: m.isRead,
  files: m.files.map((f) => ({ filename: f.filename, filehash: f.filehash, filepath: links.get(f.filehash) ?? null })),
});

/** The items of a list argument: the SDL lets a client send null among them, the services take none. */
const given = <T>(list: (T | null)[] | null | undefined): T[] | null | undefined => list && list.filter((x): x is T => x !== null);

const listArgs = (a: Record<string, unknown>): ListFilter => ({
  status: a.status as number | null,
  fromDate: a.fromDate as string | null,
  toDate: a.toDate as string | null,
  orderId: a.orderId as string | null,
  productUrlKey: a.productUrlKey as string | null,
  productName: a.productName as string | null,
  trackingNumber: a.trackingNumber as string | null,
  sort: a.sort === 'modifiedAt' || a.sort === 'status' ? a.sort : 'createdAt',
  direction: a.direction as 'ASC' | 'DESC' | null,
});

async function managerOf(context: CommerceContext) {
  return requireManager(context.ctx, requireCustomer(context).id);
}

const urlObject = (url: string | null) => (url ? { url } : null);

const settings = () => ({
  ...SETTINGS,
  maxAttachmentSize: SETTINGS.maxAttachmentSizeKb,
  customFields: [...CUSTOM_FIELDS],
  allReasons: REASONS.map((r) => ({ id: r.id, reason_id: r.id, label: r.label, payer: r.payer, position: r.position })),
  allConditions: CONDITIONS.map((c) => ({ id: c.id, condition_id: c.id, label: c.label, payer: c.payer, position: c.position })),
  allResolutions: [...RESOLUTIONS],
  shippingCarriers: [...CARRIERS],
  allStatuses: STATUSES.map((s) => ({ status_id: s.id, title: s.title, label: s.label, state: s.state, color: s.color })),
});

// The rows the returns' GraphQL types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    AmRmaReturnRequest: RequestRow;
    AmRmaOrder: { order: OrderRow };
  }
}

export const returnsResolvers: Resolvers = {
  Query: {
    getAmRmaSettings: () => settings(),
    getAmRmaReturnsForCurrentCustomer: (_, args, context) =>
      listReturns(context.ctx, requireCustomer(context).id, { ...listArgs(args), locale: viewLocaleOf(context.store, context.locale) }),
    getAmRmaReturnById: (_, args, context) => ownRequest(context.ctx, requireCustomer(context).id, { id: args.request_id }),
    getAmRmaReturnByHash: (_, args, context) => ownRequest(context.ctx, requireCustomer(context).id, { hash: args.hash }),
    getAmRmaRequestMessages: async (_, args, context) => {
      const request = await ownRequest(context.ctx, requireCustomer(context).id, { hash: args.hash });
      const [rows, links] = await Promise.all([
        messagesOf(context.ctx, request.id, args.last_message_id, 'customer'),
        fileLinks(context.ctx, request.id, context.baseUrl),
      ]);
      return rows.map((m) => messageView(m, links));
    },
    getAmRmaOrderList: async (_, __, context) => {
      const rows = await returnableOrders(context.ctx, requireCustomer(context).id, context.store.code);
      return rows.map((o) => ({ order: o }));
    },
    getAmRmaReturnInstruction: (_, args, context) => INSTRUCTIONS[statusById(args.status_id).state]?.[context.locale] ?? null,
    getAmRmaPolicy: (_, __, context) => POLICY[context.locale],
    amRmaIsManager: (_, __, context) => (context.customer ? isManager(context.ctx, context.customer.id) : false),
    amRmaManagerQueue: async (_, args, context) => {
      await managerOf(context);
      return managerQueue(context.ctx, args);
    },
    amRmaManagerReturn: async (_, args, context) => {
      await managerOf(context);
      return requestForManager(context.ctx, args.request_id);
    },
    amRmaManagerMessages: async (_, args, context) => {
      await managerOf(context);
      const request = await requestForManager(context.ctx, args.request_id);
      const [rows, links] = await Promise.all([
        messagesOf(context.ctx, request.id, args.last_message_id, 'manager'),
        fileLinks(context.ctx, request.id, context.baseUrl),
      ]);
      return rows.map((m) => messageView(m, links));
    },
  },
  Mutation: {
    placeAmRmaCustomerReturnRequest: (_, args, context) =>
      placeReturnRequest(
        context.ctx,
        { customer: requireCustomer(context), storeCode: context.store.code, locale: context.locale, baseUrl: context.baseUrl },
        { ...args.input, custom_fields: given(args.input.custom_fields), files: given(args.input.files) },
      ),
    closeAmRmaCustomerReturnRequest: (_, args, context) =>
      common(context.locale, async () => {
        await closeReturn(context.ctx, requireCustomer(context).id, args.id, context.baseUrl);
        return 'The return request was closed.';
      }),
    addAmRmaTrackingNumber: async (_, args, context) => {
      const t = await addTracking(context.ctx, requireCustomer(context).id, args.input, context.baseUrl);
      return { tracking_id: t.id, request_id: t.requestId, tracking_code: t.carrierCode, tracking_number: t.number, is_customer: t.isCustomer };
    },
    removeAmRmaTrackingNumber: (_, args, context) =>
      common(context.locale, async () => {
        await removeTracking(context.ctx, requireCustomer(context).id, args.input);
        return 'The tracking number was removed.';
      }),
    sendAmRmaMessage: async (_, args, context) => {
      const customer = requireCustomer(context);
      const request = await ownRequest(context.ctx, customer.id, { hash: args.input.hash });
      const now = context.ctx.clock.now();
      const { row, change } = await inTransaction(context.ctx.db, async (tx) => {
        const row = await writeMessage(tx, {
          requestId: request.id,
          authorId: customer.id,
          username: personName({ firstName: customer.firstname, lastName: customer.lastname }),
          isManager: false,
          message: args.input.message,
          files: given(args.input.files),
          at: now,
        });
        return { row, change: await moveOnEvent(tx, request, 'customer-comment', now) };
      });
      await announce(context.ctx, [change], context.baseUrl);
      return messageView(row, await fileLinks(context.ctx, request.id, context.baseUrl));
    },
    deleteAmRmaMessage: (_, args, context) =>
      common(context.locale, async () => {
        const customer = requireCustomer(context);
        const request = await ownRequest(context.ctx, customer.id, { hash: args.input.hash });
        await deleteMessage(context.ctx, request.id, args.input.message_id, customer.id);
        return 'The message was deleted.';
      }),
    rateAmRmaReturnRequest: (_, args, context) =>
      common(context.locale, async () => {
        await rateReturn(context.ctx, requireCustomer(context).id, args.input, context.baseUrl);
        return 'Thank you for rating your return.';
      }),
    amRmaManagerReviewItems: async (_, args, context) => reviewItems(context.ctx, await managerOf(context), args.request_id, args.items, context.baseUrl),
    amRmaManagerReceiveItems: async (_, args, context) => receiveItems(context.ctx, await managerOf(context), args.request_id, args.items, context.baseUrl),
    amRmaManagerRefund: async (_, args, context) => {
      const method = args.method ?? 'card';
      if (method !== 'card' && method !== 'store_credit') throw invalid('method', 'Refund to the card ("card") or as store credit ("store_credit").');
      return refundView(
        await refundRequest(
          context.ctx,
          await managerOf(context),
          args.request_id,
          { amount: args.amount, idempotencyKey: args.idempotency_key, method },
          context.baseUrl,
        ),
      );
    },
    amRmaManagerExchange: async (_, args, context) => exchangeRequest(context.ctx, await managerOf(context), args.request_id, context.baseUrl),
    amRmaManagerSendMessage: async (_, args, context) => {
      const row = await managerMessage(context.ctx, await managerOf(context), args.request_id, { message: args.message, files: given(args.files) });
      return messageView(row, await fileLinks(context.ctx, args.request_id, context.baseUrl));
    },
  },
  AmRmaReturnRequest: {
    request_id: (r: RequestRow) => r.id,
    url_hash: (r: RequestRow) => r.urlHash,
    order_id: (r: RequestRow) => r.orderId,
    order_increment_id: async (r: RequestRow, _: unknown, context: CommerceContext) => (await loadersOf(context).orders.load(r.orderId))?.number ?? null,
    store_id: (r: RequestRow) => ({ US: 1, CA: 2, JP: 3 })[r.storeCode] ?? null,
    created_at: (r: RequestRow) => magentoTime(r.createdAt),
    modified_at: (r: RequestRow) => magentoTime(r.modifiedAt),
    status: (r: RequestRow) => {
      const s = statusById(r.statusId);
      return { status_id: s.id, title: s.title, label: s.label, state: s.state, color: s.color };
    },
    customer_id: (r: RequestRow) => r.customerId,
    customer_name: async (r: RequestRow, _: unknown, context: CommerceContext) => {
      const o = await loadersOf(context).orders.load(r.orderId);
      return o ? personName({ firstName: o.customerFirstname ?? '', lastName: o.customerLastname ?? '' }) : null;
    },
    manager_id: (r: RequestRow) => r.managerId,
    custom_fields: (r: RequestRow) => JSON.stringify(r.customFields),
    rating: (r: RequestRow) => r.rating,
    rating_comment: (r: RequestRow) => r.ratingComment,
    note: (r: RequestRow) => r.note,
    level_cost: async (r: RequestRow, _: unknown, context: CommerceContext) => {
      const items = await loadersOf(context).items.load(r.id);
      const storePays = items.some(
        ({ item }) => REASONS.find((x) => x.id === item.reasonId)?.payer === 'store' || CONDITIONS.find((x) => x.id === item.conditionId)?.payer === 'store',
      );
      return storePays ? 'store' : 'customer';
    },
    shipping_label: async (r: RequestRow, _: unknown, context: CommerceContext) =>
      urlObject(await documentLink(context.ctx, r.shippingLabelKey, context.baseUrl)),
    packing_slip: async (r: RequestRow, _: unknown, context: CommerceContext) => urlObject(await documentLink(context.ctx, r.packingSlipKey, context.baseUrl)),
    ticket_number: (r: RequestRow, _: unknown, context: CommerceContext) => ({
      number: requestNumber(r.id),
      url: `${context.baseUrl}/${context.store.websiteCode === 'launch_monitor' ? 'launch-monitor-shop' : 'shop'}/returns/${r.id}`,
    }),
    instruction: (r: RequestRow, _: unknown, context: CommerceContext) => INSTRUCTIONS[statusById(r.statusId).state]?.[context.locale] ?? null,
    exchange_order_number: async (r: RequestRow, _: unknown, context: CommerceContext) =>
      r.exchangeOrderId ? ((await loadersOf(context).orders.load(r.exchangeOrderId))?.number ?? null) : null,
    request_items: async (r: RequestRow, _: unknown, context: CommerceContext) =>
      (await loadersOf(context).items.load(r.id)).map(({ item, name, urlKey, sku }) => ({
        request_item_id: item.id,
        request_id: item.requestId,
        order_item_id: item.orderItemId,
        qty: Number(item.qty),
        request_qty: Number(item.requestQty),
        reason_id: item.reasonId,
        condition_id: item.conditionId,
        resolution_id: item.resolutionId,
        item_status: item.itemStatus,
        product_name: name,
        product_sku: sku,
        product_url_key: urlKey,
        item_comment: item.itemComment,
        refunded_amount: Number(item.refundedAmount),
        refund_limit: Number(item.refundLimit),
      })),
    tracking_numbers: async (r: RequestRow, _: unknown, context: CommerceContext) =>
      (await loadersOf(context).tracking.load(r.id)).map((t) => ({
        tracking_id: t.id,
        request_id: t.requestId,
        tracking_code: t.carrierCode,
        tracking_number: t.number,
        is_customer: t.isCustomer,
      })),
    refunds: async (r: RequestRow, _: unknown, context: CommerceContext) => (await loadersOf(context).refunds.load(r.id)).map(refundView),
  },
  AmRmaOrder: {
    order_id: (v: { order: OrderRow }) => v.order.id,
    label: (v: { order: OrderRow }) => `#${v.order.number} — ${v.order.createdAt.toISOString().slice(0, 10)}`,
    store_code: (v: { order: OrderRow }) => v.order.storeCode,
    order_number: (v: { order: OrderRow }) => v.order.number,
    created_at: (v: { order: OrderRow }) => magentoTime(v.order.createdAt),
    items: async (v: { order: OrderRow }, _: unknown, context: CommerceContext) => (await loadersOf(context).returnInfo.load(v.order)).map(itemInfo),
  },
  CustomerOrder: {
    amrma_is_returnable: async (o: OrderRow, _: unknown, context: CommerceContext) => (await loadersOf(context).returnInfo.load(o)).some((i) => i.isReturnable),
    credit_memos: async (o: OrderRow, _: unknown, context: CommerceContext) => {
      const rows = await context.ctx.db.select().from(returnRefunds).where(eq(returnRefunds.orderId, o.id)).orderBy(asc(returnRefunds.id));
      const items = await loadersOf(context).returnInfo.load(o);
      return rows
        .filter((r) => r.status === 'succeeded')
        .map((r) => ({
          id: uidOf(`refund/${r.id}`),
          number: `${o.number}-R${r.id}`,
          created_at: magentoTime(r.createdAt),
          comments: r.message ? [{ message: r.message, timestamp: magentoTime(r.createdAt) }] : [],
          total: { grand_total: money(amount(r.amount), r.currency) },
          items: r.lines.map((l) => {
            const item = items.find((i) => i.orderItem.id === l.orderItemId)?.orderItem;
            return {
              id: uidOf(`refund/${r.id}/${l.requestItemId}`),
              product_name: item?.name ?? null,
              product_sku: item?.sku ?? '',
              quantity_refunded: Number(l.qty),
            };
          }),
        }));
    },
  },
  OrderItem: {
    amrma_order_item: async (v: { row: { id: number }; order: OrderRow }, _: unknown, context: CommerceContext) => {
      const info = (await loadersOf(context).returnInfo.load(v.order)).find((i) => i.orderItem.id === v.row.id);
      return info ? itemInfo(info) : null;
    },
  },
  BundleOrderItem: {
    amrma_order_item: async (v: { row: { id: number }; order: OrderRow }, _: unknown, context: CommerceContext) => {
      const info = (await loadersOf(context).returnInfo.load(v.order)).find((i) => i.orderItem.id === v.row.id);
      return info ? itemInfo(info) : null;
    },
  },
  DownloadableOrderItem: {
    amrma_order_item: async (v: { row: { id: number }; order: OrderRow }, _: unknown, context: CommerceContext) => {
      const info = (await loadersOf(context).returnInfo.load(v.order)).find((i) => i.orderItem.id === v.row.id);
      return info ? itemInfo(info) : null;
    },
  },
};

function refundView(r: RefundRow) {
  return {
    refund_id: r.id,
    amount: money(amount(r.amount), r.currency),
    method: r.method,
    gift_code_amount: money(amount(r.giftCodeAmount), r.currency),
    store_credit_code: r.storeCreditCode,
    status: r.status,
    message: r.message,
    created_at: magentoTime(r.createdAt),
  };
}
