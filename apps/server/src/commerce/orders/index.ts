// Orders' face for checkout, payments and portal purchases.
export { type OrderPayment, type OrderStatus } from './orders.tables.ts';
export { writeOrder, paymentOfCart, type OrderRow } from './order-writer.ts';
export { ORDER_EVENTS, ORDER_LIFECYCLE, moveOrder, type OrderEvent } from './order-lifecycle.ts';
export { discardUnpaidOrder, markOrderPaid, recordRefundedQuantities, writeExchangeOrder } from './order-changes.ts';
export { purchasesOfEmail, type Purchase } from './purchases.ts';
export { soldWithTaxIncluded } from './tax-included-figures.ts';
export { queueOrderConfirmation, sendOrderConfirmation } from './order-confirmation.ts';
export { itemFields as orderItemFields, type OrderItemView } from './order-fields.ts';
export {
  completeOrdersOf,
  lockOrder,
  orderById,
  orderByNumber,
  orderHeads,
  orderIdOfNumberSql,
  orderLineHeads,
  orderLineJsonSql,
  orderLinesByIds,
  orderLinesIn,
  orderLinesOf,
  orderOfCart,
  orderOfCustomer,
  ordersByIds,
  type OrderLineRow,
} from './order-reads.ts';
