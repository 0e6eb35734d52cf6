import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { availablePaymentCodes, carts, changeCart, type CartRow, type PaymentChoice, type Shopper } from '../cart/index.ts';

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
 * The payment a cart will use. A card payment carries the gateway's token (the browser sent the card
 * to the gateway, never to the shop); cards are not stored for later (save is always false here).
 */
export function paymentChoiceOf(input: PaymentMethodInput): PaymentChoice {
  const code = input.code?.trim();
  if (!code) throw new ServiceError('invalid', 'Required parameter "code" for "payment_method" is missing.');
  if (code !== 'authnetcim' && code !== 'free' && code !== 'checkmo') throw paymentUnavailable();
  const po = input.purchase_order_number?.trim().slice(0, 64) || null;
  if (code !== 'authnetcim') return { code, purchaseOrderNumber: po, card: null };
  const card = input.authnetcim;
  if (card?.card_id) throw new ServiceError('invalid', 'Saved cards are not kept in this shop. Enter the card details.');
  const token = card?.acceptjs_value?.trim();
  if (!token || token.length > 200) throw new ServiceError('invalid', 'Enter the card details: the card token (acceptjs_value) is missing.');
  const last4 = card?.cc_last4?.trim() || null;
  if (last4 && !/^\d{4}$/.test(last4)) throw new ServiceError('invalid', 'cc_last4 must be the last four digits of the card.');
  return {
    code,
    purchaseOrderNumber: po,
    card: {
      token,
      descriptor: card?.acceptjs_key?.trim() || null,
      ccType: card?.cc_type?.trim().slice(0, 10) || null,
      ccLast4: last4,
      ccExpMonth: card?.cc_exp_month ?? null,
      ccExpYear: card?.cc_exp_year ?? null,
      save: false,
    },
  };
}

/** Sets the cart's payment method; refuses a method the cart cannot use now (free needs a zero total, checkmo a club order). */
export async function setPaymentMethod(ctx: Ctx, shopper: Shopper, maskedId: string, input: PaymentMethodInput): Promise<CartRow> {
  const choice = paymentChoiceOf(input);
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    if (!availablePaymentCodes(cart).includes(choice.code)) throw paymentUnavailable();
    await tx.update(carts).set({ paymentMethod: choice }).where(eq(carts.id, cart.id));
  });
  return cart;
}
