import { useCallback, useState } from 'react';
import type { Shop } from '@/lib/api/commerce-api';
import { isApiError } from '@/lib/api/api-error';
import { cartApi, useAddProductsToCartMutation, type CartItemInput } from './cart-api';
import { useAppDispatch } from '@/lib/store/hooks';
import { useSignalAddCartStatus } from './add-cart-status';

/** Spec 001 §4 "Add to cart": empty, then wait on the request, then added; a refused line gives exit. */
export type AddToCartStatus = 'empty' | 'wait' | 'added' | 'exit';

/**
 * Adds to the shop's customer cart (made on demand), and tells the add's state and the message
 * a refused add came back with (out of stock, an option missing...).
 */
export function useAddToCart(shop: Shop = 'main') {
  const dispatch = useAppDispatch();
  const signal = useSignalAddCartStatus();
  const [add] = useAddProductsToCartMutation();
  const [status, setStatus] = useState<AddToCartStatus>('empty');
  const [message, setMessage] = useState<string | null>(null);

  const addToCart = useCallback(
    /** `globalStatus`: the product's name, when the outcome goes to the shop-wide status too (bundle and configurable subscription adds). */
    async (items: CartItemInput[], globalStatus?: { name: string }): Promise<boolean> => {
      setStatus('wait');
      setMessage(null);
      try {
        const cart = await dispatch(cartApi.endpoints.cartSummary.initiate(shop, { subscribe: false })).unwrap();
        const result = await add({ cartId: cart.id, items, shop }).unwrap();
        const refused = result.user_errors[0];
        if (refused) {
          setStatus('exit');
          setMessage(refused.message);
          if (globalStatus) signal({ kind: 'addFailed', name: globalStatus.name, message: refused.message });
          return false;
        }
        setStatus('added');
        if (globalStatus) signal({ kind: 'addSuccess', name: globalStatus.name });
        return true;
      } catch (error) {
        const text = isApiError(error) ? error.message : null;
        setStatus('exit');
        setMessage(text);
        if (globalStatus) signal({ kind: 'addFailed', name: globalStatus.name, message: text });
        return false;
      }
    },
    [add, dispatch, shop, signal],
  );

  const reset = useCallback(() => {
    setStatus('empty');
    setMessage(null);
  }, []);

  return { addToCart, status, message, reset };
}
