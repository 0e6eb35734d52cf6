import { useCallback, useState } from 'react';
import type { Shop } from '@/lib/api/commerce-api';
import { isApiError } from '@/lib/api/api-error';
import { cartApi, useAddProductsToCartMutation, type CartItemInput } from './cart-api';
import { useAppDispatch } from '@/lib/store/hooks';

/** Spec 001 §4 "Add to cart": empty, then wait on the request, then added; a refused line gives exit. */
export type AddToCartStatus = 'empty' | 'wait' | 'added' | 'exit';

/**
 * Adds to the shop's customer cart (made on demand), and tells the add's state and the message
 * a refused add came back with (out of stock, an option missing...).
 */
export function useAddToCart(shop: Shop = 'main') {
  const dispatch = useAppDispatch();
  const [add] = useAddProductsToCartMutation();
  const [status, setStatus] = useState<AddToCartStatus>('empty');
  const [message, setMessage] = useState<string | null>(null);

  const addToCart = useCallback(
    async (items: CartItemInput[]): Promise<boolean> => {
      setStatus('wait');
      setMessage(null);
      try {
        const cart = await dispatch(cartApi.endpoints.cartSummary.initiate(shop, { subscribe: false })).unwrap();
        const result = await add({ cartId: cart.id, items, shop }).unwrap();
        const refused = result.user_errors[0];
        if (refused) {
          setStatus('exit');
          setMessage(refused.message);
          return false;
        }
        setStatus('added');
        return true;
      } catch (error) {
        setStatus('exit');
        setMessage(isApiError(error) ? error.message : null);
        return false;
      }
    },
    [add, dispatch, shop],
  );

  const reset = useCallback(() => {
    setStatus('empty');
    setMessage(null);
  }, []);

  return { addToCart, status, message, reset };
}
