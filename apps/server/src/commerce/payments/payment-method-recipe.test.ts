import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/index.ts';
import type { ChargeResult } from '../../platform/payments/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { add, PLACE, readyToPlace, shopper } from '../checkout/checkout-test-kit.ts';
import { registerPaymentMethod, unregisterPaymentMethod, type PaymentMethodHandler } from './index.ts';

// The recipe of ARCHITECTURE.md ("Adding a payment method"), followed in a test: a Braintree-like
// method (Magento's schema already has its input) added through the registry alone, with Braintree's
// own test nonces. Nothing else in checkout, orders or payments is changed for it.
const charged = new Map<string, string>();
const braintree: PaymentMethodHandler = {
  code: 'braintree',
  title: 'Braintree',
  isAvailable: (p) => p.purpose === 'order' && !p.amountIsZero,
  readInput(input) {
    const nonce = (input as { payment_method_nonce?: string } | null)?.payment_method_nonce;
    if (!nonce) throw new Error('payment_method_nonce is required');
    return { token: nonce, descriptor: null, ccType: 'VI', ccLast4: '1881', ccExpMonth: 12, ccExpYear: 2031, save: false };
  },
  async charge(_ctx, input): Promise<ChargeResult> {
    const approved = input.token === 'fake-valid-nonce';
    if (approved && !charged.has(input.idempotencyKey)) charged.set(input.idempotencyKey, input.amount);
    return {
      chargeId: approved ? `bt_${input.idempotencyKey}` : `bt_declined_${input.idempotencyKey}`,
      status: approved ? 'approved' : 'declined',
      declineCode: approved ? null : 'card_declined',
      message: approved ? 'Approved' : 'Processor declined the card.',
      brand: 'VI',
      last4: '1881',
      expMonth: 12,
      expYear: 2031,
      holderName: null,
      authenticationId: null,
    };
  },
  refund: async () => ({ refundId: 'bt_refund', status: 'succeeded', failureCode: null, message: 'Refunded' }),
  chargeStatus: async () => null,
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  registerPaymentMethod(braintree);
});
afterAll(async () => {
  unregisterPaymentMethod('braintree');
  await t.close();
});

const METHODS = 'query($c: String!) { cart(cart_id: $c) { available_payment_methods { code title } } }';
const paying = (nonce: string) => ({ code: 'braintree', braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false } });

describe('a payment method added through the registry alone', () => {
  it('is offered at checkout, takes the order total once and records the attempt under the order', async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    const methods = (await s.run(METHODS, { c: s.cartId })).body.data.cart.available_payment_methods;
    expect(methods).toEqual(expect.arrayContaining([{ code: 'braintree', title: 'Braintree' }]));
    await readyToPlace(s, paying('fake-valid-nonce'));
    const placed = await s.run(PLACE, { c: s.cartId });
    const number = placed.body.data.placeOrder.order.order_number as string;
    const [attempt] = await rowsOf<{ method: string; status: string; amount: string; grand_total: string; order_status: string }>(
      t.database.db,
      sql`select a.method, a.status, a.amount::text, o.grand_total::text, o.status as order_status
          from commerce.orders o join commerce.payment_attempts a on a.order_id = o.id where o.number = ${number}`,
    );
    expect(attempt).toMatchObject({ method: 'braintree', status: 'succeeded', order_status: 'processing' });
    expect(Number(attempt!.amount)).toBe(Number(attempt!.grand_total));
    expect([...charged.values()]).toContain(attempt!.amount);
  });

  it("answers the method's decline and leaves the cart as it was for another try", async () => {
    const s = await shopper(t.app, 'parent@example.com');
    await add(s, [{ sku: 'TA-ALIGN', quantity: 1 }]);
    await readyToPlace(s, paying('fake-processor-declined-visa-nonce'));
    const declined = await s.run(PLACE, { c: s.cartId });
    expect(declined.body.errors[0].message).toBe('Unable to place order: Processor declined the card.');
    await readyToPlace(s, paying('fake-valid-nonce'));
    expect((await s.run(PLACE, { c: s.cartId })).body.data.placeOrder.order.order_number).toMatch(/^\d+$/);
  });
});
