import type { Locale } from '@golf/contracts';
import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import { amount, catalogueOf, documentParams, moneyOfText, primeProductDocuments } from '../catalogue/index.ts';
import type { CommerceContext } from '../graphql/index.ts';
import { cartErrors, usableCart, type CartRow } from './cart-access.ts';
import { cartStatements } from './cart-statements.ts';
import { answerWithItems, itemsAnsweredWith } from './cart-answer.ts';
import { cartItems } from './cart.tables.ts';
import { availablePaymentMethods, methodTitleIn, paymentMethodOf } from '../payments/index.ts';
import type { AddressSnapshot, CartTotals } from './cart.types.ts';
import type { CartItemRow } from './totals/price-lines.ts';

/** What the Cart type's resolvers read: the row as stored, totals included. */
export type CartView = CartRow;
export interface CartItemView {
  row: CartItemRow;
  cart: CartRow;
}

const perRequest = new WeakMap<CommerceContext, DataLoader<number, CartItemRow[]>>();

/**
 * A cart the shopper reads (the `cart` query), with its items in the same round trip: two prepared
 * statements side by side, so the cart's items fields read nothing more. Same refusals as cartForCustomer.
 */
export async function readCart(context: CommerceContext, maskedId: string | null | undefined): Promise<CartRow> {
  if (!maskedId?.trim()) throw cartErrors.missingId();
  const statements = cartStatements(context.ctx.db);
  const catalogue = catalogueOf(context);
  const documents = catalogue.documents!;
  const [[row], lines] = await Promise.all([statements.cart.execute({ maskedId }), statements.items.execute({ maskedId, ...documentParams(documents) })]);
  const cart = usableCart(row, maskedId, context.customer, context.store);
  answerWithItems(
    cart,
    lines.map((l) => l.item),
  );
  primeProductDocuments(
    catalogue,
    lines.map((l) => ({ productId: l.item.productId, doc: l.doc })),
  );
  return cart;
}

/** The items of the carts a request shows, one query for all of them (none for a cart read or priced with its items). */
export function itemsOf(context: CommerceContext, cart: CartRow): Promise<CartItemView[]> {
  const read = itemsAnsweredWith(cart);
  if (read) return Promise.resolve(read.map((row) => ({ row, cart })));
  let loader = perRequest.get(context);
  if (!loader) {
    loader = new DataLoader<number, CartItemRow[]>(
      async (ids) => {
        const rows = await context.ctx.db
          .select()
          .from(cartItems)
          .where(inArray(cartItems.cartId, [...ids]))
          .orderBy(asc(cartItems.id));
        return ids.map((id) => rows.filter((r) => r.cartId === id));
      },
      // Mutations change items during a request: never keep a cart's items past one batch.
      { cache: false },
    );
    perRequest.set(context, loader);
  }
  return loader.load(cart.id).then((rows) => rows.map((row) => ({ row, cart })));
}

export const moneyOf = (value: string, totals: CartTotals) => moneyOfText(value, totals.currency);

/** The payment methods a cart can use now (the registry decides: a card when there is something to pay, free when not, checkmo for club orders). */
export function paymentMethodsOfCart(cart: CartRow, locale: Locale = 'en'): { code: string; title: string }[] {
  return availablePaymentMethods(
    {
      purpose: 'order',
      storeCode: cart.storeCode,
      amountIsZero: amount(cart.totals.grandTotal).isZero(),
      cartSource: cart.source,
    },
    locale,
  );
}

/**
 * A payment method's title in the reader's language (English, as orders keep it, by default). A
 * method no longer registered is shown as `kept` (the title an order kept), else by its code.
 */
export function paymentTitle(code: string, locale: Locale = 'en', kept?: string): string {
  try {
    return methodTitleIn(paymentMethodOf(code), locale);
  } catch {
    return kept ?? code;
  }
}

export function addressView(address: AddressSnapshot, kind: 'billing' | 'shipping', cart: CartRow) {
  return { ...address, kind, cart };
}
