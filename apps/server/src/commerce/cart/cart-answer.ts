import type { CartRow } from './cart-access.ts';
import type { CartItemRow } from './totals/price-lines.ts';

// The items a cart row was read or priced with, kept with that row object: a cart query or a
// mutation answers fields such as items and total_quantity from them without reading them again.
// A later change answers a new row object, so these never outlive the read they came from.
const itemsWithRow = new WeakMap<CartRow, CartItemRow[]>();

export function answerWithItems(cart: CartRow, items: CartItemRow[]): void {
  itemsWithRow.set(cart, items);
}

export function itemsAnsweredWith(cart: CartRow): CartItemRow[] | undefined {
  return itemsWithRow.get(cart);
}
