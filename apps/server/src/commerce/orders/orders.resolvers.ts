import type { Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { uidOf } from '../catalogue/index.ts';
import { orderResolvers } from './order-fields.ts';
import { firstOrderDate, itemsOfOrders, listOrders, orderByNumber } from './orders.service.ts';
import { reorderItems } from './reorder.service.ts';

export const ordersResolvers: Resolvers = {
  ...orderResolvers,
  Customer: {
    orders: async (_, args, context) => {
      const customer = requireCustomer(context);
      const result = await listOrders(context.ctx.db, customer.id, {
        ...args,
        storeCode: args.scope === 'GLOBAL' || args.scope === 'WEBSITE' ? null : context.store.code,
      });
      return {
        items: result.rows,
        total_count: result.total,
        page_info: { page_size: result.pageSize, current_page: result.currentPage, total_pages: Math.ceil(result.total / result.pageSize) },
        customerId: customer.id,
      };
    },
  },
  CustomerOrders: {
    // Read only when asked for: one more query.
    date_of_first_order: async (page, _, context) => (await firstOrderDate(context.ctx.db, page.customerId))?.toISOString().slice(0, 10) ?? null,
  },
  Query: {
    customerOrderItemByOrderNumber: async (_, args, context) => {
      const order = await orderByNumber(context.ctx.db, requireCustomer(context).id, args.order_number);
      const [items] = await itemsOfOrders(context.ctx.db, [order.id]);
      return {
        order_number: order.number,
        items: items!.map((i) => ({
          id: uidOf(i.id),
          cart_item_id: i.cartItemId,
          product_sku: i.sku,
          product_name: i.name,
          quantity_ordered: Number(i.qtyOrdered),
        })),
      };
    },
  },
  Mutation: {
    reorderItems: async (_, args, context) => {
      requireCustomer(context);
      const { cart, errors } = await reorderItems(context.ctx, { customer: context.customer, store: context.store }, args.orderNumber);
      return { cart, userInputErrors: errors };
    },
  },
};
