import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const key = 'k'.repeat(48);
const issued = new Date('2026-03-01T10:00:00Z');
const claims = { role: 'player' as const, subjectId: 7, region: 'GLOBAL', familyId: 'f-7' };
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('accepts a token again within its life and refuses it from its expiry on, though it was checked before', async () => {
    const token = await signAccessToken(claims, key, issued, 60);
    expect(await verifyAccessToken(token, key, later(1))).toEqual({ ok: true, claims: expect.objectContaining({ subjectId: 7, role: 'player' }) });
    expect((await verifyAccessToken(token, key, later(59))).ok).toBe(true);
    expect(await verifyAccessToken(token, key, later(60))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(token, key, later(3600))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token checked under another key, and one whose payload was altered', async () => {
    const token = await signAccessToken(claims, key, issued, 60);
    expect((await verifyAccessToken(token, key, later(1))).ok).toBe(true);
    expect(await verifyAccessToken(token, 'o'.repeat(48), later(1))).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'player', sub: '8', region: 'GLOBAL', fam: 'f-8', exp: 1e10 })).toString('base64url');
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, key, later(1))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers the same claims every time, which no caller can change', async () => {
    const token = await signAccessToken({ ...claims, parentPlayerId: 3 }, key, issued, 60);
    const first = await verifyAccessToken(token, key, later(1));
    const second = await verifyAccessToken(token, key, later(2));
    expect(second).toEqual(first);
    if (!second.ok) throw new Error('expected a valid token');
    expect(Object.isFrozen(second.claims)).toBe(true);
    expect(second.claims.parentPlayerId).toBe(3);
  });
});
