import { ServiceError } from '../../platform/errors.ts';
import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { activeCartOf, deactivateCarts } from './cart-access.ts';
import { cartMessageIn } from './cart-messages.ts';
import { cartAddressResolvers, cartFields, cartItemResolvers, cartPricesFields } from './cart-fields.ts';
import { readCart } from './cart-view.ts';
import { addProducts, applyCoupon, removeCoupon, removeItem, setOmniSelectedSet, updateItems, type Shopper, type UserError } from './cart.service.ts';
import { decodeUid, itemRequestOf, type LegacyOption } from './item-input.ts';

type ItemInput = Parameters<typeof itemRequestOf>[0];
const shopper = (context: CommerceContext): Shopper => ({ customer: context.customer, store: context.store });

/** A cart item id from Magento's deprecated int id or its uid. */
function itemIdOf(id: number | null | undefined, uid: string | null | undefined): number | null {
  if (id !== null && id !== undefined) return id;
  if (!uid) return null;
  const decoded = Number(decodeUid(uid));
  return Number.isInteger(decoded) && decoded > 0 ? decoded : -1;
}

/** A refused line as Magento answers it, its message in the shopper's language. */
const userErrorOf = (context: CommerceContext) => (e: UserError) => {
  const message = cartMessageIn(e.message, context.locale);
  return e.code === 'INSUFFICIENT_STOCK'
    ? { __typename: 'InsufficientStockError' as const, message, code: e.code, quantity: e.quantity }
    : { __typename: 'CartUserInputError' as const, message, code: e.code, quantity: e.quantity };
};

/** Adds items and answers the cart; the old add mutations refuse with the first error instead. */
async function addAndAnswer(context: CommerceContext, cartId: string, items: { data: ItemInput; customizable_options?: LegacyOption[] | null }[]) {
  const { cart, userErrors } = await addProducts(
    context.ctx,
    shopper(context),
    cartId,
    items.map((i) => itemRequestOf(i.data, i.customizable_options ?? [])),
  );
  const [first] = userErrors;
  if (first) throw new ServiceError(first.code === 'PRODUCT_NOT_FOUND' ? 'not-found' : 'invalid', cartMessageIn(first.message, context.locale));
  return { cart };
}

export const cartResolvers: Resolvers = {
  ...cartItemResolvers,
  ...cartAddressResolvers,
  Cart: cartFields,
  CartPrices: cartPricesFields,
  Error: { resolveType: (e) => e.__typename ?? 'CartUserInputError' },
  Query: {
    cart: (_, args, context) => readCart(context, args.cart_id),
    customerCart: (_, __, context) => activeCartOf(context.ctx.db, requireCustomer(context), context.store),
  },
  Mutation: {
    createEmptyCart: async (_, __, context) => (await activeCartOf(context.ctx.db, requireCustomer(context), context.store)).maskedId,
    addProductsToCart: async (_, args, context) => {
      const { cart, userErrors } = await addProducts(
        context.ctx,
        shopper(context),
        args.cartId,
        args.cartItems.map((i) => itemRequestOf(i)),
      );
      return { cart, user_errors: userErrors.map(userErrorOf(context)) };
    },
    addSimpleProductsToCart: (_, args, context) => addAndAnswer(context, args.input?.cart_id ?? '', args.input?.cart_items ?? []),
    addVirtualProductsToCart: (_, args, context) => addAndAnswer(context, args.input?.cart_id ?? '', args.input?.cart_items ?? []),
    addConfigurableProductsToCart: (_, args, context) =>
      addAndAnswer(
        context,
        args.input?.cart_id ?? '',
        (args.input?.cart_items ?? []).map((i) => ({
          data: { ...i.data, sku: i.variant_sku ?? i.data.sku, parent_sku: i.parent_sku ?? i.data.parent_sku },
          customizable_options: i.customizable_options,
        })),
      ),
    updateCartItems: async (_, args, context) => {
      const input = args.input;
      const { cart, errors } = await updateItems(
        context.ctx,
        shopper(context),
        input?.cart_id ?? '',
        (input?.cart_items ?? []).map((i) => ({ itemId: itemIdOf(i.cart_item_id, i.cart_item_uid), qty: i.quantity ?? null })),
      );
      return { cart, errors: errors.map((e) => ({ message: cartMessageIn(e.message, context.locale), code: e.code })) };
    },
    removeItemFromCart: async (_, args, context) => ({
      cart: await removeItem(context.ctx, shopper(context), args.input?.cart_id ?? '', itemIdOf(args.input?.cart_item_id, args.input?.cart_item_uid)),
    }),
    applyCouponToCart: async (_, args, context) => ({
      cart: await applyCoupon(context.ctx, shopper(context), args.input?.cart_id ?? args.cart_id ?? '', args.input?.coupon_code ?? args.coupon_code ?? ''),
    }),
    removeCouponFromCart: async (_, args, context) => ({
      cart: await removeCoupon(context.ctx, shopper(context), args.input?.cart_id ?? ''),
    }),
    setOmniSelectedSet: (_, args, context) => setOmniSelectedSet(context.ctx, shopper(context), args.cart_id, args.omni_selected_set),
    deActiveAllCustomerCart: async (_, __, context) => {
      await deactivateCarts(context.ctx.db, requireCustomer(context).id);
      return true;
    },
  },
};
