import { describe, expect, it } from 'vitest';
import { initialPayment, paymentReducer, stepOfCode } from './payment-steps';

describe('club order payment steps (spec 001 §4)', () => {
  it('maps every error code to its step and keeps the message', () => {
    expect(stepOfCode(1002)).toBe('error-order');
    for (const code of [1003, 1004, 1005, 1006, '1004']) expect(stepOfCode(code)).toBe('error-paymented');
    for (const code of [1001, 1007, 422, 'PAYMENT_DECLINED', null]) expect(stepOfCode(code)).toBe('error-address');
    const state = paymentReducer(initialPayment(['A']), { type: 'cartFailed', code: 'PAYMENT_DECLINED', message: 'Declined.' });
    expect(state).toMatchObject({ step: 'error-address', message: 'Declined.', clubs: ['A'] });
  });

  it('removes the custom club on 1002 only when its id is given', () => {
    const start = initialPayment(['A', 'B']);
    expect(paymentReducer(start, { type: 'cartFailed', code: 1002, message: 'Gone', clubId: 'A' }).clubs).toEqual(['B']);
    expect(paymentReducer(start, { type: 'cartFailed', code: 1002, message: 'Gone' }).clubs).toEqual(['A', 'B']);
    expect(paymentReducer(start, { type: 'cartFailed', code: 1003, message: 'Paid', clubId: 'A' }).clubs).toEqual(['A', 'B']);
  });

  it('opens on error-order-mobile, goes to select with a cart, and clearing resets cart, tokens, codes and step', () => {
    const start = initialPayment(['A']);
    expect(start.step).toBe('error-order-mobile');
    const withCart = paymentReducer(paymentReducer(start, { type: 'cartUpdated', cartId: 'q1', customerToken: 't1' }), {
      type: 'codes',
      couponCode: 'GOLF10',
      giftCode: 'G',
    });
    expect(withCart).toMatchObject({ step: 'select', cartId: 'q1', customerToken: 't1', couponCode: 'GOLF10' });
    const failed = paymentReducer(withCart, { type: 'cartFailed', code: 1005, message: 'Open at lender' });
    expect(paymentReducer(failed, { type: 'clear' })).toEqual({
      step: 'select',
      message: null,
      cartId: null,
      customerToken: null,
      couponCode: null,
      giftCode: null,
      clubs: ['A'],
    });
  });
});
