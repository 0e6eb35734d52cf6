import type { Locale } from '@golf/contracts';
import { ServiceError } from '../../platform/errors.ts';
import { paymentMethodsOfCart, computeCartTotals, type CartRow, type ReadBefore, type Tx } from '../cart/index.ts';
import { orderOfCart } from '../orders/index.ts';
import type { PaymentAttempt } from '../payments/index.ts';

// What placing an order and its two steps share: the error Magento wraps failures in, the order a
// cart already has, and the checks before placing. Kept apart so the steps and the placement do
// not import each other.

const UNABLE: Record<Locale, string> = {
  en: 'Unable to place order: ',
  fr: 'Impossible de passer la commande : ',
  ja: 'ご注文を確定できません：',
  zh: '无法下单：',
};

/** Magento's wrapping of every placement failure, with its error code; in the reader's language when the message is. */
export const unableToPlace = (message: string, locale: Locale = 'en') =>
  new ServiceError('invalid', `${UNABLE[locale]}${message}`, { code: 'UNABLE_TO_PLACE_ORDER' });

/** A placement whose card was declined, with the attempt the decline was recorded on (its caller words it without reading it back). */
export class PaymentDeclined extends ServiceError {
  constructor(
    message: string,
    readonly attempt: PaymentAttempt,
  ) {
    super('invalid', `${UNABLE.en}${message}`, { code: 'UNABLE_TO_PLACE_ORDER' });
  }
}

export { orderOfCart };

/** Checks what Magento checks before placing: items, addresses, delivery, payment. Throws Magento's messages. */
export async function validateForPlacement(tx: Tx, cart: CartRow, now: Date, before: ReadBefore) {
  // The lines the totals were computed from, read once (in the order added), before the transaction.
  const { totals, couponApplies, items, catalogue } = await computeCartTotals(tx, cart, now, before);
  if (!items.length) throw unableToPlace('A server error stopped your order from being placed. Please try to place your order again');
  if (!totals.isVirtual) {
    if (!cart.shippingAddress) throw unableToPlace('The shipping address is missing. Set the address and try again.');
    if (!cart.shippingMethod) throw unableToPlace('The shipping method is missing. Select the shipping method and try again.');
  }
  if (!cart.billingAddress)
    throw unableToPlace(
      'Please check the billing address information. "firstname" is required. Enter and try again. "lastname" is required. Enter and try again.',
    );
  if (!cart.paymentMethod) throw unableToPlace('Enter a valid payment method and try again.');
  if (Object.values(totals.items).some((i) => i.error)) throw unableToPlace('Some of the products are out of stock.');
  if (!paymentMethodsOfCart({ ...cart, totals }).some((m) => m.code === cart.paymentMethod!.code))
    throw unableToPlace('The requested Payment Method is not available.');
  return { items, totals, couponApplies, catalogue };
}
