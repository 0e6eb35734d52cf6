import { useMemo } from 'react';
import { useSharedSelector } from '@/lib/store/hooks';
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

/** The checkout's steps bound to the commerce API and the card gateway of the session's store. */
export function useCheckoutSteps(): CheckoutSteps {
  const eUrl = useSharedSelector((state) => state.user.eUrl);
  const storeCode = useSharedSelector((state) => state.user.eStoreCode ?? 'US');
  const [setBilling] = useSetBillingAddressMutation();
  const [setShipping] = useSetShippingAddressMutation();
  const [setPickup] = useSetPickupMutation();
  const [setPayment] = useSetPaymentMethodMutation();
  const [lookup] = useCardLookupMutation();
  const [startThreeDSecure] = useStartThreeDSecureMutation();
  const [place] = usePlaceOrderMutation();
  return useMemo(
    () => ({
      setBilling: (cartId, address) => setBilling({ cartId, address }).unwrap(),
      setShipping: (cartId, address) => setShipping({ cartId, address }).unwrap(),
      setPickup: (cartId) => setPickup({ cartId }).unwrap(),
      tokenize: (card) => tokenizeCard(eUrl, storeCode, card),
      setPayment: (cartId, payment) => setPayment({ cartId, payment }).unwrap(),
      lookup: (cartId, ccNumber, storeId) => lookup({ cartId, ccNumber, storeId }).unwrap(),
      startThreeDSecure: (incrementId, card, callbackUrl) =>
        startThreeDSecure({ incrementId, card: { card_name: card.holderName, cc_exp_month: card.expMonth, cc_exp_year: card.expYear, cc_number: card.number }, callbackUrl }).unwrap(),
      place: (cartId) => place({ cartId }).unwrap(),
    }),
    [eUrl, storeCode, setBilling, setShipping, setPickup, setPayment, lookup, startThreeDSecure, place],
  );
}
