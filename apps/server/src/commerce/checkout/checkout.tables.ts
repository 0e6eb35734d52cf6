// Every table of the cart, checkout, address book, orders and payments, for db/schema.ts.
export * from '../addresses/addresses.tables.ts';
export * from '../cart/cart.tables.ts';
export * from '../cart/cart-rules.tables.ts';
export * from '../orders/orders.tables.ts';
export * from '../payments/payments.tables.ts';
export * from '../../platform/payments/sandbox/sandbox.tables.ts';
