import { describe, expect, it, vi } from 'vitest';
import { CardRefused } from '@/lib/payments/tokenize-card';
import { challengePassed, runCheckout, type CheckoutPlan, type CheckoutSteps } from './checkout-flow';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Jordan Player' };
const newAddress = {
  address: {
    firstname: 'J',
    lastname: 'P',
    street: ['1 Main'],
    city: 'Austin',
    country_code: 'US',
    telephone: '5125550100',
    region_id: 57,
    postcode: '73301',
    save_in_address_book: true,
  },
};
const plan: CheckoutPlan = {
  cartId: 'c1',
  isVirtual: false,
  billing: newAddress,
  shipping: 'same',
  payment: { kind: 'card', card },
  shownTotal: 1229.98,
  storeId: 1,
  callbackUrl: 'http://x/shop/checkout/3ds-return',
};

function fakeSteps(overrides: Partial<CheckoutSteps> = {}) {
  const calls: string[] = [];
  const track =
    <T>(name: string, value: T) =>
    (...args: unknown[]) => {
      calls.push(name);
      void args;
      return Promise.resolve(value);
    };
  const steps: CheckoutSteps = {
    setBilling: track('billing', {}),
    setShipping: vi.fn((_cart: string, address: unknown) => {
      calls.push(`shipping:${JSON.stringify(address).includes('"save_in_address_book":false') ? 'unsaved' : 'saved'}`);
      return Promise.resolve({});
    }),
    setPickup: track('pickup', {}),
    readTotal: track('total', 1229.98),
    tokenize: track('tokenize', { dataDescriptor: 'd', dataValue: 'v', cardType: 'VI', last4: '4242', expMonth: 12, expYear: 2030 }),
    setPayment: vi.fn((_cart: string, payment: { code: string; authnetcim?: { save: boolean } }) => {
      calls.push(`payment:${payment.code}${payment.authnetcim ? `:save=${payment.authnetcim.save}` : ''}`);
      return Promise.resolve({});
    }),
    lookup: track('lookup', { can_use_3d: false, increment_id: '000000010' }),
    startThreeDSecure: track('3ds', { error_message: null, TransStatus: 'Y', ChallengeURL: null, ReceiptId: '000000010' }),
    place: track('place', { orderNumber: '000000010', message: null }),
    ...overrides,
  };
  return { steps, calls };
}

describe('runCheckout', () => {
  it('sets billing, the same address for shipping (saved once), pickup, the card token with save=false, then places', async () => {
    const { steps, calls } = fakeSteps();
    expect(await runCheckout(steps, plan)).toEqual({ kind: 'placed', orderNumber: '000000010' });
    expect(calls).toEqual(['billing', 'shipping:unsaved', 'pickup', 'total', 'tokenize', 'payment:authnetcim:save=false', 'lookup', 'place']);
  });

  it('verifies and charges nothing when the addresses changed the total shown on the button', async () => {
    // The issue's case: $1,229.98 on the button, the bank asked for $1,319.15 (tax added by the address).
    const { steps, calls } = fakeSteps({ readTotal: () => Promise.resolve(1319.15) });
    expect(await runCheckout(steps, plan)).toEqual({ kind: 'total-changed', total: 1319.15 });
    expect(calls).toEqual(['billing', 'shipping:unsaved', 'pickup']);
  });

  it('pays nothing with the free method and asks no card', async () => {
    const { steps, calls } = fakeSteps();
    await runCheckout(steps, { ...plan, isVirtual: true, payment: { kind: 'free' } });
    expect(calls).toEqual(['billing', 'total', 'payment:free', 'place']);
  });

  it('sends the customer to the challenge page when the issuer asks, without placing', async () => {
    const { steps, calls } = fakeSteps({
      lookup: () => Promise.resolve({ can_use_3d: true, increment_id: '000000011' }),
      startThreeDSecure: () =>
        Promise.resolve({ error_message: null, TransStatus: 'C', ChallengeURL: 'http://x/payments/3ds/challenge/1', ReceiptId: '000000011' }),
    });
    expect(await runCheckout(steps, plan)).toEqual({ kind: 'challenge', url: 'http://x/payments/3ds/challenge/1' });
    expect(calls).not.toContain('place');
  });

  it('places at once after a frictionless verification', async () => {
    const { steps, calls } = fakeSteps({ lookup: () => Promise.resolve({ can_use_3d: true, increment_id: '000000012' }) });
    expect(await runCheckout(steps, plan)).toMatchObject({ kind: 'placed' });
    expect(calls).toContain('place');
  });

  it("tells the issuer's refusal, the gateway's refusal and a declined charge with their messages", async () => {
    const refusedMpi = fakeSteps({
      lookup: () => Promise.resolve({ can_use_3d: true, increment_id: '1' }),
      startThreeDSecure: () =>
        Promise.resolve({ error_message: 'Your bank refused to verify this card. Use another card.', TransStatus: 'N', ChallengeURL: null, ReceiptId: '1' }),
    });
    expect(await runCheckout(refusedMpi.steps, plan)).toEqual({
      kind: 'refused',
      step: 'verification',
      message: 'Your bank refused to verify this card. Use another card.',
    });
    const cardRefusal = new CardRefused('The card number is not valid.');
    const badCard = fakeSteps({ tokenize: () => Promise.reject(cardRefusal) });
    expect(await runCheckout(badCard.steps, plan)).toEqual({ kind: 'refused', step: 'payment', message: 'The card number is not valid.', error: cardRefusal });
    const declined = fakeSteps({
      place: () => Promise.reject({ status: 200, code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: Your card was declined.' }),
    });
    expect(await runCheckout(declined.steps, plan)).toEqual({ kind: 'refused', step: 'order', message: 'Unable to place order: Your card was declined.' });
  });

  it('stops at the addresses when the server refuses one', async () => {
    const { steps, calls } = fakeSteps({
      setBilling: () => Promise.reject(refusal),
    });
    const refusal = { status: 200, code: 'graphql-input', message: 'Invalid value of "1" provided for the postcode field.' };
    // The refusal goes on as it came, so the page can read its reason and field.
    expect(await runCheckout(steps, plan)).toEqual({ kind: 'refused', step: 'addresses', message: refusal.message, error: refusal });
    expect(calls).toEqual([]);
  });
});

describe('runCheckout when another tab placed the cart first', () => {
  const closed = () => Promise.reject({ status: 200, code: 'CART_NOT_ACTIVE', message: "The cart isn't active." });

  it('answers the order that closed the cart, with its number, instead of a refusal', async () => {
    const { steps, calls } = fakeSteps({ setBilling: closed, place: () => Promise.resolve({ orderNumber: '000000042', message: null }) });
    expect(await runCheckout(steps, plan)).toEqual({ kind: 'placed', orderNumber: '000000042', elsewhere: true });
    expect(calls).toEqual([]);
  });

  it('keeps the refusal when the closed cart has no order to show', async () => {
    const { steps } = fakeSteps({ setBilling: closed, place: closed });
    expect(await runCheckout(steps, plan)).toMatchObject({ kind: 'refused', step: 'addresses', message: "The cart isn't active." });
  });
});

describe('challengePassed', () => {
  it('is true only for a verified answer', () => {
    expect(challengePassed(new URLSearchParams('transStatus=Y'))).toBe(true);
    expect(challengePassed(new URLSearchParams('transStatus=N'))).toBe(false);
    expect(challengePassed(new URLSearchParams(''))).toBe(false);
  });
});
