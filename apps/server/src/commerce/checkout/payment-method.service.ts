import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { paymentMethodOf } from '../payments/index.ts';
import { changeCart, paymentMethodsOfCart, saveCheckoutChoices, type CartRow, type PaymentChoice, type Shopper } from '../cart/index.ts';

export interface PaymentMethodInput {
  code?: string | null;
  purchase_order_number?: string | null;
  authnetcim?: {
    acceptjs_key?: string | null;
    acceptjs_value?: string | null;
    cc_type?: string | null;
    cc_last4?: string | null;
    cc_exp_month?: number | null;
    cc_exp_year?: number | null;
    save?: boolean | null;
    card_id?: string | null;
  } | null;
}

export const paymentUnavailable = () => new ServiceError('invalid', 'The requested Payment Method is not available.');

/**
 * The payment a cart will use: the method from the registry, and its own part of the input (a card
 * payment carries the gateway's token: the browser sent the card to the gateway, never to the shop).
 */
export function paymentChoiceOf(input: PaymentMethodInput): PaymentChoice {
  const code = input.code?.trim();
  if (!code) throw new ServiceError('invalid', 'Required parameter "code" for "payment_method" is missing.');
  const method = paymentMethodOf(code);
  const po = input.purchase_order_number?.trim().slice(0, 64) || null;
  const card = method.readInput ? method.readInput((input as Record<string, unknown>)[code]) : null;
  return { code, purchaseOrderNumber: po, card };
}

/** Sets the cart's payment method; refuses a method the cart cannot use now (free needs a zero total, checkmo a club order). */
export async function setPaymentMethod(ctx: Ctx, shopper: Shopper, maskedId: string, input: PaymentMethodInput): Promise<CartRow> {
  const choice = paymentChoiceOf(input);
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    if (!paymentMethodsOfCart(cart).some((m) => m.code === choice.code)) throw paymentUnavailable();
    await saveCheckoutChoices(tx, cart.id, { paymentMethod: choice });
  });
  return cart;
}
