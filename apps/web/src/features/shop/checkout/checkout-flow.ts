import { isApiError } from '@/lib/api/api-error';
import { CardRefused, type CardDetails, type CardToken } from '@/lib/payments/tokenize-card';
import type { CartAddressChoice, MpiResult, PaymentMethodInput } from './checkout-api';

/**
 * The checkout's sequence (spec 001 §4 fixed choices, §7 card payments), free of React so that it
 * can be tested: addresses, pickup, payment, then 3-D Secure when the card takes part in it, then
 * the order. A refusal at any step leaves the cart as it is, so the customer can fix and retry.
 */
export interface CheckoutPlan {
  cartId: string;
  /** A virtual cart (lesson packs, e-mailed gift cards) has no shipping. */
  isVirtual: boolean;
  billing: CartAddressChoice;
  /** Where to ship: the billing address ('same'), or another. */
  shipping: CartAddressChoice | 'same';
  payment: { kind: 'free' } | { kind: 'card'; card: CardDetails };
  /** The grand total the Place order button showed: nothing is verified or charged unless it still is. */
  shownTotal: number | null;
  storeId: number;
  callbackUrl: string;
}

export interface CheckoutSteps {
  setBilling: (cartId: string, address: CartAddressChoice) => Promise<unknown>;
  setShipping: (cartId: string, address: CartAddressChoice) => Promise<unknown>;
  setPickup: (cartId: string) => Promise<unknown>;
  /** Reads the cart's grand total from the server again (it also refreshes every view of the cart). */
  readTotal: (cartId: string) => Promise<number | null>;
  tokenize: (card: CardDetails) => Promise<CardToken>;
  setPayment: (cartId: string, payment: PaymentMethodInput) => Promise<unknown>;
  lookup: (cartId: string, ccNumber: string, storeId: number) => Promise<{ can_use_3d: boolean; increment_id: string | null }>;
  startThreeDSecure: (incrementId: string, card: CardDetails, callbackUrl: string) => Promise<MpiResult>;
  place: (cartId: string) => Promise<{ orderNumber: string | null; message: string | null }>;
}

/** Where the customer is in placing the order. */
export type CheckoutStep = 'addresses' | 'payment' | 'verification' | 'order';

export type CheckoutOutcome =
  /** `elsewhere`: another tab or window placed this cart's order first; this is that order. */
  | { kind: 'placed'; orderNumber: string; elsewhere?: boolean }
  /** The issuer wants the cardholder on its challenge page; the order is placed on return. */
  | { kind: 'challenge'; url: string }
  /** `error`: the refusal as it came (its reason and field), when it came as an error. */
  | { kind: 'refused'; step: CheckoutStep; message: string | null; error?: unknown }
  /** The server's total differs from the one shown (an address changed the tax): show it, ask again. */
  | { kind: 'total-changed'; total: number | null };

/** The same address again, without saving it to the address book a second time. */
const withoutSaving = (choice: CartAddressChoice): CartAddressChoice =>
  'address' in choice ? { address: { ...choice.address, save_in_address_book: false } } : choice;

const messageOf = (error: unknown): string | null => (isApiError(error) || error instanceof CardRefused ? error.message || null : null);

export async function placeWith(steps: CheckoutSteps, cartId: string): Promise<CheckoutOutcome> {
  try {
    const placed = await steps.place(cartId);
    return placed.orderNumber ? { kind: 'placed', orderNumber: placed.orderNumber } : { kind: 'refused', step: 'order', message: placed.message };
  } catch (error) {
    return { kind: 'refused', step: 'order', message: messageOf(error) };
  }
}

/** Magento's refusal of a cart that is no longer open: its order was placed (or it was merged away). */
const isCartClosed = (error: unknown) => isApiError(error) && error.code === 'CART_NOT_ACTIVE';

/**
 * The cart was closed under this tab: placing it again answers the order that closed it (the
 * server keeps one order per cart), so the customer sees that order rather than an empty cart.
 */
async function orderThatClosed(steps: CheckoutSteps, cartId: string): Promise<CheckoutOutcome | null> {
  try {
    const placed = await steps.place(cartId);
    return placed.orderNumber ? { kind: 'placed', orderNumber: placed.orderNumber, elsewhere: true } : null;
  } catch {
    return null;
  }
}

export async function runCheckout(steps: CheckoutSteps, plan: CheckoutPlan): Promise<CheckoutOutcome> {
  const outcome = await checkoutSteps(steps, plan);
  if (outcome.kind !== 'refused' || !outcome.closed) return outcome;
  const { closed: _closed, ...refused } = outcome;
  return (await orderThatClosed(steps, plan.cartId)) ?? refused;
}

async function checkoutSteps(steps: CheckoutSteps, plan: CheckoutPlan): Promise<CheckoutOutcome & { closed?: boolean }> {
  let step: CheckoutStep = 'addresses';
  try {
    await steps.setBilling(plan.cartId, plan.billing);
    if (!plan.isVirtual) {
      await steps.setShipping(plan.cartId, plan.shipping === 'same' ? withoutSaving(plan.billing) : plan.shipping);
      await steps.setPickup(plan.cartId);
    }
    // The last change that can move the total was the addresses: what the customer agreed to pay
    // must still be the cart's total, or the bank and the charge would ask for another amount.
    const total = await steps.readTotal(plan.cartId);
    if (total !== plan.shownTotal) return { kind: 'total-changed', total };
    step = 'payment';
    if (plan.payment.kind === 'free') {
      await steps.setPayment(plan.cartId, { code: 'free' });
      return await placeWith(steps, plan.cartId);
    }
    const { card } = plan.payment;
    const token = await steps.tokenize(card);
    await steps.setPayment(plan.cartId, {
      code: 'authnetcim',
      authnetcim: {
        acceptjs_key: token.dataDescriptor,
        acceptjs_value: token.dataValue,
        cc_type: token.cardType,
        cc_last4: token.last4,
        cc_exp_month: token.expMonth,
        cc_exp_year: token.expYear,
        save: false,
      },
    });
    step = 'verification';
    const lookup = await steps.lookup(plan.cartId, card.number, plan.storeId);
    if (lookup.can_use_3d && lookup.increment_id) {
      const mpi = await steps.startThreeDSecure(lookup.increment_id, card, plan.callbackUrl);
      if (mpi.error_message) return { kind: 'refused', step, message: mpi.error_message };
      if (mpi.ChallengeURL) return { kind: 'challenge', url: mpi.ChallengeURL };
    }
    return await placeWith(steps, plan.cartId);
  } catch (error) {
    return { kind: 'refused', step, message: messageOf(error), error, ...(isCartClosed(error) ? { closed: true } : {}) };
  }
}

/** What the issuer's challenge page sent back (the callback's transStatus): Y is verified. */
export const challengePassed = (params: URLSearchParams) => params.get('transStatus') === 'Y';
