import { useMemo } from 'react';
import { shopCredentials } from '@/lib/api/commerce-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { useShopPlace } from '../shop-context';
import { tokenizeCard } from './card-gateway';
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
  return useMemo(
    () => ({
      setBilling: (cartId, address) => setBilling({ cartId, address, shop }).unwrap(),
      setShipping: (cartId, address) => setShipping({ cartId, address, shop }).unwrap(),
      setPickup: (cartId) => setPickup({ cartId, shop }).unwrap(),
      tokenize: (card) => tokenizeCard(eUrl, storeCode, card),
      setPayment: (cartId, payment) => setPayment({ cartId, payment, shop }).unwrap(),
      lookup: (cartId, ccNumber, storeId) => lookup({ cartId, ccNumber, storeId, shop }).unwrap(),
      startThreeDSecure: (incrementId, card, callbackUrl) =>
        startThreeDSecure({ incrementId, card: { card_name: card.holderName, cc_exp_month: card.expMonth, cc_exp_year: card.expYear, cc_number: card.number }, callbackUrl, shop }).unwrap(),
      place: (cartId) => place({ cartId, shop }).unwrap(),
    }),
    [shop, eUrl, storeCode, setBilling, setShipping, setPickup, setPayment, lookup, startThreeDSecure, place],
  );
}
