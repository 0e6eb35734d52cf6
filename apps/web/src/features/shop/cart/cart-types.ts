import type { FilledAnswer, FilledMoney } from '@/lib/api/money';
import type { CustomerCartQuery } from '@/lib/api/generated/commerce-operations';

/** An amount as the commerce API answers it (here, not in cart-api, so that the types never import the endpoints). */
export type Money = FilledMoney;

/**
 * The cart as the cart page, mini cart and checkout read it (spec 001 §3 Cart, Cart item): the
 * generated result of cart.operations.ts's CUSTOMER_CART.
 */
export type Cart = FilledAnswer<CustomerCartQuery['customerCart']>;
/** A cart line: one variant per item type (its __typename), each with its own options. */
export type CartLine = NonNullable<Cart['items']>[number];
