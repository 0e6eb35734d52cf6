import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/harness.ts';
import { MonerisGateway } from './moneris-gateway.ts';
import { isApproved } from './moneris-local.ts';

let t: TestApp;
let gateway: MonerisGateway;
beforeAll(async () => {
  t = await startTestApp();
  gateway = new MonerisGateway(t.database.db, t.config.secrets.jwtKey);
});
afterAll(() => t.close());

const token = async (cardNumber: string) =>
  (
    await call(t.app, {
      method: 'POST',
      url: '/payments/sandbox/tokens',
      payload: { cardNumber, expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Casey Kim' },
    })
  ).body.dataValue as string;
const order = () => `ord-${Math.random().toString(36).slice(2)}`;

describe('the local Moneris gateway', () => {
  it('approves a purchase with Moneris’s receipt, and refuses a second one on the same order id', async () => {
    const orderId = order();
    const dataKey = await token('4242424242424242');
    const receipt = await gateway.moneris.purchase({ orderId, amount: '12.99', currency: 'CAD', dataKey, authenticationId: null });
    expect(receipt).toMatchObject({
      ReceiptId: orderId,
      ResponseCode: '027',
      ISO: '01',
      TransType: '00',
      Complete: 'true',
      TransAmount: '12.99',
      CardType: 'V',
      TimedOut: 'false',
      TransID: expect.any(String),
    });
    expect(receipt.Message).toMatch(/^APPROVED/);
    const again = await gateway.moneris.purchase({ orderId, amount: '12.99', currency: 'CAD', dataKey, authenticationId: null });
    expect(again).toMatchObject({ ResponseCode: null, Complete: 'false', Message: 'Canceled: Duplicate Order Id' });
    expect(await gateway.moneris.statusCheck(orderId)).toMatchObject({ ResponseCode: '027', TransID: receipt.TransID });
  });

  it('declines with Moneris’s codes: 481 declined, 476 insufficient funds, 482 expired, and asks for 3-D Secure', async () => {
    for (const [card, code] of [
      ['4000000000000002', '481'],
      ['4000000000009995', '476'],
      ['4000000000000069', '482'],
    ] as const) {
      const receipt = await gateway.moneris.purchase({ orderId: order(), amount: '5.00', currency: 'CAD', dataKey: await token(card), authenticationId: null });
      expect(receipt.ResponseCode).toBe(code);
      expect(isApproved(receipt)).toBe(false);
    }
    const charge = await gateway.charge({
      token: await token('4000000000003220'),
      amount: '5.00',
      currency: 'CAD',
      idempotencyKey: order(),
      authenticationId: null,
    });
    expect(charge).toMatchObject({ status: 'declined', declineCode: 'authentication_required' });
  });

  it('answers a data key it does not know without running anything (no response code), and the gateway words it', async () => {
    const orderId = order();
    const receipt = await gateway.moneris.purchase({ orderId, amount: '5.00', currency: 'CAD', dataKey: 'not-a-data-key', authenticationId: null });
    expect(receipt).toMatchObject({ ResponseCode: null, ISO: null, Complete: 'false', Message: 'Canceled: Invalid data key', TransID: null });
    expect(isApproved(receipt)).toBe(false);
    expect(await gateway.charge({ token: 'not-a-data-key', amount: '5.00', currency: 'CAD', idempotencyKey: order(), authenticationId: null })).toMatchObject({
      status: 'declined',
      declineCode: 'token_invalid',
    });
    // The status check (used by the stuck-purchase sweep) answers the same, and null for an order never sent.
    expect(await gateway.chargeStatus(orderId)).toMatchObject({ status: 'declined', declineCode: 'token_invalid' });
    expect(await gateway.chargeStatus(order())).toBeNull();
  });

  it('completes a pre-authorization once, for at most the amount held', async () => {
    const orderId = order();
    const held = await gateway.moneris.preauth({ orderId, amount: '50.00', currency: 'CAD', dataKey: await token('5555555555554444'), authenticationId: null });
    expect(held).toMatchObject({ TransType: '01', ResponseCode: '027', CardType: 'M' });
    expect((await gateway.moneris.completion({ orderId, txnNumber: held.TransID!, amount: '60.00' })).Message).toContain('exceeds');
    const done = await Promise.all([1, 2, 3].map(() => gateway.moneris.completion({ orderId, txnNumber: held.TransID!, amount: '45.00' })));
    // One completion captures. A call racing it is refused as Moneris refuses a second one; a call
    // arriving once it committed is the same request (same key) and is answered its receipt again.
    const captured = done.filter((r) => r.TransType === '02' && r.ResponseCode === '027');
    expect(captured.length).toBeGreaterThanOrEqual(1);
    expect(new Set(captured.map((r) => r.TransID)).size).toBe(1);
    expect(done.filter((r) => r.ResponseCode === null).every((r) => r.Complete === 'false')).toBe(true);
  });

  it('refunds a purchase through the CardGateway interface, never above the charge, once per key', async () => {
    const charge = await gateway.charge({
      token: await token('4242424242424242'),
      amount: '20.00',
      currency: 'CAD',
      idempotencyKey: order(),
      authenticationId: null,
    });
    expect(charge.status).toBe('approved');
    const first = await gateway.refund({ chargeId: charge.chargeId, amount: '15.00', currency: 'CAD', idempotencyKey: 'r1' });
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(await gateway.refund({ chargeId: charge.chargeId, amount: '15.00', currency: 'CAD', idempotencyKey: 'r1' })).toEqual(first);
    expect(await gateway.refund({ chargeId: charge.chargeId, amount: '10.00', currency: 'CAD', idempotencyKey: 'r2' })).toMatchObject({
      status: 'failed',
      failureCode: 'amount_exceeds_charge',
    });
    expect(await gateway.refund({ chargeId: 'nope/123', amount: '1.00', currency: 'CAD', idempotencyKey: 'r3' })).toMatchObject({
      status: 'failed',
      failureCode: 'charge_not_found',
    });
  });
});
