import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { checkCode, hasProof, issueCode, redeemProof } from './verification.service.ts';
import { verificationCodes } from './verification.tables.ts';
import { serviceCtx } from '../../platform/messaging/outbox-reader.ts';

let t: TestApp;
const ctx = () => serviceCtx(t);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const issue = (subject: string, destination = `${subject}@example.com`) =>
  issueCode(ctx(), { purpose: 'change-email', subject, channel: 'email', destination, ip: '127.0.0.9' });

describe('verification codes', () => {
  it('are six random digits, stored only as a keyed hash', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i += 1) codes.add((await issue(`hash${i}`)).code);
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(1);
    const rows = await t.database.db.select({ h: verificationCodes.codeHash }).from(verificationCodes);
    expect(rows.some((r) => [...codes].includes(r.h))).toBe(false);
  });

  it('work once, then never again', async () => {
    const { code } = await issue('once');
    expect(await checkCode(ctx(), 'change-email', 'once', code)).toMatchObject({ ok: true, destination: 'once@example.com' });
    expect(await checkCode(ctx(), 'change-email', 'once', code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('expire after ten minutes', async () => {
    const { code } = await issue('late');
    await t.database.db.execute(sql`update ${verificationCodes} set expires_at = ${new Date(t.clock.now().getTime() - 1000)} where subject = 'late'`);
    expect(await checkCode(ctx(), 'change-email', 'late', code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('stop working when a newer code is sent', async () => {
    const first = await issue('newer');
    const second = await issue('newer');
    if (first.code !== second.code) expect((await checkCode(ctx(), 'change-email', 'newer', first.code)).ok).toBe(false);
    expect((await checkCode(ctx(), 'change-email', 'newer', second.code)).ok).toBe(true);
  });

  it('allow exactly five guesses even when they arrive at once', async () => {
    const { code } = await issue('burst');
    const wrong = code === '000000' ? '000001' : '000000';
    const results = await Promise.all(Array.from({ length: 30 }, () => checkCode(ctx(), 'change-email', 'burst', wrong)));
    expect(results.filter((r) => !r.ok && r.reason === 'wrong')).toHaveLength(5);
    expect(await checkCode(ctx(), 'change-email', 'burst', code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('leave a proof that a later step spends once', async () => {
    const { code } = await issue('proof');
    await checkCode(ctx(), 'change-email', 'proof', code);
    expect(await hasProof(ctx(), 'change-email', 'proof', 60)).toBe(true);
    expect(await redeemProof(ctx(), 'change-email', 'proof', 60, 'other@example.com')).toBe(false);
    const spent = await Promise.all(Array.from({ length: 5 }, () => redeemProof(ctx(), 'change-email', 'proof', 60, 'proof@example.com')));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  it('are limited per destination', async () => {
    const sends = [];
    for (let i = 0; i < 7; i += 1)
      sends.push(
        await issueCode(ctx(), { purpose: 'verify-phone', subject: `p${i}`, channel: 'sms', destination: '+12125550111', ip: `10.0.0.${i}` }).then(
          () => 'sent',
          (e: { status: number }) => e.status,
        ),
      );
    expect(sends).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 429, 429]);
  });
});
