import type { CartRow, Tx } from './cart-access.ts';
import type { CartTotals } from './cart.types.ts';

/**
 * Another domain's part of a cart's totals (gift codes paying part of the grand total). Each runs,
 * in the order registered, inside the transaction that recomputes the totals, so what it adds is
 * stored on the cart row with the rest and reads never recompute it.
 */
export type TotalsExtension = (tx: Tx, cart: CartRow, totals: CartTotals, now: Date, made: MadeHere) => Promise<CartTotals>;

/**
 * `true` for a cart made in this request whose id nobody else has been told (a portal purchase's side
 * cart): no other domain can have attached anything to it, so an extension has nothing to read.
 */
export type MadeHere = boolean;

const extensions = new Map<string, TotalsExtension>();

/** Registers (or replaces, by name) a totals extension; domains call it once from their index. */
export function extendCartTotals(name: string, extension: TotalsExtension): void {
  extensions.set(name, extension);
}

export async function applyTotalsExtensions(tx: Tx, cart: CartRow, totals: CartTotals, now: Date, made: MadeHere = false): Promise<CartTotals> {
  let result = totals;
  for (const extension of extensions.values()) result = await extension(tx, cart, result, now, made);
  return result;
}
