/**
 * The club order payment modal's steps (spec 001 §4 "Club order payment modal", §8): it opens on
 * error-order-mobile until the clubs are converted, then select. A cart-update error with code 1002
 * gives error-order and removes that custom club from the list; codes 1003–1006 give
 * error-paymented (already paid); any other code gives error-address. The message is kept. A
 * successful cart mutation replaces the stored cart; clearing resets cart, tokens, codes and step.
 */
export type PaymentStep = 'error-order-mobile' | 'select' | 'error-order' | 'error-paymented' | 'error-address';

export interface PaymentState {
  step: PaymentStep;
  message: string | null;
  cartId: string | null;
  customerToken: string | null;
  couponCode: string | null;
  giftCode: string | null;
  /** Custom club orders still listed (ids). */
  clubs: string[];
}

export type PaymentAction =
  | { type: 'cartUpdated'; cartId: string; customerToken: string | null }
  | { type: 'cartFailed'; code: number | string | null; message: string; clubId?: string }
  | { type: 'codes'; couponCode: string | null; giftCode: string | null }
  | { type: 'clear' };

export const initialPayment = (clubs: string[] = []): PaymentState => ({
  step: 'error-order-mobile',
  message: null,
  cartId: null,
  customerToken: null,
  couponCode: null,
  giftCode: null,
  clubs,
});

/** The step an error code leads to. */
export function stepOfCode(code: number | string | null): PaymentStep {
  const n = Number(code);
  if (n === 1002) return 'error-order';
  if (n >= 1003 && n <= 1006) return 'error-paymented';
  return 'error-address';
}

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'cartUpdated':
      return { ...state, step: 'select', message: null, cartId: action.cartId, customerToken: action.customerToken ?? state.customerToken };
    case 'cartFailed': {
      const step = stepOfCode(action.code);
      const clubs = step === 'error-order' && action.clubId ? state.clubs.filter((c) => c !== action.clubId) : state.clubs;
      return { ...state, step, message: action.message, clubs };
    }
    case 'codes':
      return { ...state, couponCode: action.couponCode, giftCode: action.giftCode };
    case 'clear':
      return { ...state, step: 'select', message: null, cartId: null, customerToken: null, couponCode: null, giftCode: null };
  }
}
