import { useMemo } from 'react';
import { shopCredentials } from '@/lib/api/commerce-api';
import { tokenizeCard } from '@/lib/payments/tokenize-card';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { cartApi } from '../cart/cart-api';
import { useShopPlace } from '../shop-context';
import {
  useCardLookupMutation,
  usePlaceOrderMutation,
  useSetBillingAddressMutation,
  useSetPaymentMethodMutation,
  useSetPickupMutation,
  useSetShippingAddressMutation,
  useStartThreeDSecureMutation,
} from './checkout-api';
import type { CheckoutSteps } from './checkout-flow';

/**
 * The checkout's steps bound to the commerce API and the card gateway of the shop being shown:
 * the launch-monitor shop pays through its own store (the session's eSkytrakStoreCode).
 */
export function useCheckoutSteps(): CheckoutSteps {
  const { shop } = useShopPlace();
  const eUrl = useSharedSelector((state) => state.user.eUrl);
  const storeCode = useSharedSelector((state) => shopCredentials(state.user, shop).storeCode ?? 'US');
  const [setBilling] = useSetBillingAddressMutation();
  const [setShipping] = useSetShippingAddressMutation();
  const [setPickup] = useSetPickupMutation();
  const [setPayment] = useSetPaymentMethodMutation();
  const [lookup] = useCardLookupMutation();
  const [startThreeDSecure] = useStartThreeDSecureMutation();
  const [place] = usePlaceOrderMutation();
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      setBilling: (cartId, address) => setBilling({ cartId, address, shop }).unwrap(),
      setShipping: (cartId, address) => setShipping({ cartId, address, shop }).unwrap(),
      setPickup: (cartId) => setPickup({ cartId, shop }).unwrap(),
      readTotal: async () => {
        const read = dispatch(cartApi.endpoints.cart.initiate(shop, { forceRefetch: true, subscribe: false }));
        const cart = await read.unwrap();
        return cart.prices?.grand_total?.value ?? null;
      },
      tokenize: (card) => tokenizeCard({ storeCode, eUrl }, card),
      setPayment: (cartId, payment) => setPayment({ cartId, payment, shop }).unwrap(),
      lookup: (cartId, ccNumber, storeId) => lookup({ cartId, ccNumber, storeId, shop }).unwrap(),
      startThreeDSecure: (incrementId, card, callbackUrl) =>
        startThreeDSecure({
          incrementId,
          card: { card_name: card.holderName, cc_exp_month: card.expMonth, cc_exp_year: card.expYear, cc_number: card.number },
          callbackUrl,
          shop,
        }).unwrap(),
      place: (cartId) => place({ cartId, shop }).unwrap(),
    }),
    [shop, eUrl, storeCode, setBilling, setShipping, setPickup, setPayment, lookup, startThreeDSecure, place, dispatch],
  );
}
