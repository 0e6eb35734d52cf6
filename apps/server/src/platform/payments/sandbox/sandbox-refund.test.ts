import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { sandboxGatewayCharges } from './sandbox.tables.ts';

let t: TestApp;
let gateway: SandboxGateway;
beforeAll(async () => {
  t = await startTestApp();
  gateway = new SandboxGateway(t.database.db, t.config.secrets.jwtKey);
});
afterAll(() => t.close());

async function charge(id: string, amount = '100.00', status: 'approved' | 'declined' = 'approved') {
  await t.database.db
    .insert(sandboxGatewayCharges)
    .values({ id, idempotencyKey: `key-${id}`, token: 'tok_x', amount, currency: 'USD', status, message: status });
}

describe('sandbox gateway refunds', () => {
  it('refunds once per key and never more than the charge took, even with concurrent calls', async () => {
    await charge('ch_refund_a');
    const first = await gateway.refund({ chargeId: 'ch_refund_a', amount: '40.00', currency: 'USD', idempotencyKey: 'r-1' });
    expect(first).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await gateway.refund({ chargeId: 'ch_refund_a', amount: '40.00', currency: 'USD', idempotencyKey: 'r-1' })).toEqual(first);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, n) => gateway.refund({ chargeId: 'ch_refund_a', amount: '25.00', currency: 'USD', idempotencyKey: `r-race-${n}` })),
    );
    expect(racing.filter((r) => r.status === 'succeeded')).toHaveLength(2);
    expect(racing.filter((r) => r.status === 'failed').every((r) => r.failureCode === 'amount_exceeds_charge')).toBe(true);
    const [row] = await t.database.db.select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.id, 'ch_refund_a'));
    expect(row!.refundedAmount).toBe('90.0000');
  });

  it('refuses an unknown or declined charge, another currency and a bad amount', async () => {
    await charge('ch_refund_declined', '50.00', 'declined');
    expect((await gateway.refund({ chargeId: 'ch_missing', amount: '1.00', currency: 'USD', idempotencyKey: 'r-missing' })).failureCode).toBe(
      'charge_not_found',
    );
    expect((await gateway.refund({ chargeId: 'ch_refund_declined', amount: '1.00', currency: 'USD', idempotencyKey: 'r-declined' })).failureCode).toBe(
      'charge_not_refundable',
    );
    await charge('ch_refund_b');
    expect((await gateway.refund({ chargeId: 'ch_refund_b', amount: '1.00', currency: 'JPY', idempotencyKey: 'r-currency' })).failureCode).toBe(
      'charge_not_refundable',
    );
    await expect(gateway.refund({ chargeId: 'ch_refund_b', amount: '-1', currency: 'USD', idempotencyKey: 'r-negative' })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});
