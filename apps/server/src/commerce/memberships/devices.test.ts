import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { DEMO_ESNS } from '../../seed/domains/memberships.seed.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { owner, type OwnerSession } from './memberships-test-kit.ts';
import { rowsOf } from '../../platform/db/index.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
let sam: OwnerSession;
let casey: OwnerSession;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  sam = await owner(t.app);
  casey = await owner(t.app, 'simulator.coach@example.com');
});
afterAll(() => t.close());

const rows = <T extends object>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

describe('checking an ESN', () => {
  it('answers an unknown ESN 404 with code 2001 and records the check', async () => {
    const res = await sam.api('GET', '/api/skytrak/device/check?esn=ST00000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 2001, field: 'esn', data: { status: 'invalidESN', blocked: false } });
    const [check] = await rows<{ response_code: number; status: string }>(
      sql`select response_code, status from commerce.launch_monitor_checks where esn = 'ST00000000'`,
    );
    expect(check).toMatchObject({ response_code: 2001, status: 'invalidESN' });
  });

  it('refuses a malformed ESN with 400 naming the field', async () => {
    const res = await sam.api('GET', '/api/skytrak/device/check?esn=ab');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'esn', message: expect.stringContaining('6 to 20') });
  });

  it('answers a stolen unit and another owner’s unit blocked, saying what to do', async () => {
    const stolen = await sam.api('GET', `/api/skytrak/device/check?esn=${DEMO_ESNS.stolen}`);
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ code: 2002, data: { status: 'blocked', blocked: true, advice: expect.stringContaining('lost or stolen') } });
    const taken = await sam.api('GET', `/api/skytrak/device/check?esn=${DEMO_ESNS.otherOwners.toLowerCase()}`);
    expect(taken.body).toMatchObject({ code: 2003, data: { status: 'taken', blocked: true } });
  });

  it('answers a free unit available (spaces and dashes ignored)', async () => {
    const res = await sam.api('GET', '/api/skytrak/device/check?esn=st21-000-120');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ esn: 'ST21000120', status: 'available', blocked: false, device: { model: expect.any(String) } });
  });
});

describe('registering devices', () => {
  it('registers, renames, lists and unregisters a device', async () => {
    const reg = await sam.api('POST', '/api/skytrak/device/register', { esn: 'ST21000121', name: 'Garage 2' });
    expect(reg.status).toBe(200);
    expect(reg.body.data).toMatchObject({ esn: 'ST21000121', name: 'Garage 2', blocked: false, features: [], registeredAt: '2026-03-10T15:00:00.000Z' });
    const renamed = await sam.api('POST', '/api/skytrak/device/register', { esn: 'ST21000121', name: 'Bay 3' });
    expect(renamed.body.data).toMatchObject({ deviceId: reg.body.data.deviceId, name: 'Bay 3', registeredAt: '2026-03-10T15:00:00.000Z' });
    const list = await sam.api('GET', '/api/skytrak/devices');
    expect(list.body.data.map((d: { esn: string }) => d.esn)).toEqual([DEMO_ESNS.simulatorGarage, DEMO_ESNS.simulatorStudio, 'ST21000121']);
    expect(list.body.data[0].features).toContain('shot-data');
    const gone = await sam.api('POST', '/api/skytrak/device/unregister', { deviceId: reg.body.data.deviceId });
    expect(gone.status).toBe(200);
    expect((await casey.api('GET', '/api/skytrak/device/check?esn=ST21000121')).body.data.status).toBe('available');
  });

  it('gives an ESN to exactly one of two owners registering it at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? sam : casey).api('POST', '/api/skytrak/device/register', { esn: 'ST21000122' })),
    );
    // Every request of the winner answers the device (the later ones rename it); every one of the other owner's is refused.
    const winners = new Set(results.map((r, i) => (r.status === 200 ? i % 2 : null)).filter((x) => x !== null));
    expect(winners.size).toBe(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    const [row] = await rows<{ n: string }>(sql`select count(distinct owner_customer_id) as n from commerce.launch_monitors where esn = 'ST21000122'`);
    expect(Number(row!.n)).toBe(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 2003)).toBe(true);
  });

  it('refuses to register a stolen unit, and another owner’s device answers 404', async () => {
    const stolen = await sam.api('POST', '/api/skytrak/device/register', { esn: DEMO_ESNS.stolen });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe(2002);
    const caseyDevice = (await casey.api('GET', '/api/skytrak/devices')).body.data[0].deviceId as number;
    expect((await sam.api('POST', '/api/skytrak/device/unregister', { deviceId: caseyDevice })).status).toBe(404);
    expect((await sam.api('PUT', '/api/skytrak/device/report', { deviceId: caseyDevice, status: 'stolen' })).status).toBe(404);
  });

  it('refuses to unregister a device whose membership renews by itself', async () => {
    const garage = (await sam.api('GET', '/api/skytrak/devices')).body.data[0].deviceId as number;
    const res = await sam.api('POST', '/api/skytrak/device/unregister', { deviceId: garage });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('auto-renew');
  });
});

describe('reporting a device', () => {
  it('blocks a stolen device: its features stop, auto-renew stops, nobody can register it; found unblocks it', async () => {
    const id = (await sam.api('POST', '/api/skytrak/device/register', { esn: 'ST21000123' })).body.data.deviceId as number;
    const reported = await sam.api('PUT', '/api/skytrak/device/report', { deviceId: id, status: 'stolen' });
    expect(reported.body.data).toMatchObject({ blocked: true, blockedReason: 'stolen', features: [] });
    expect((await casey.api('GET', '/api/skytrak/device/check?esn=ST21000123')).body.code).toBe(2002);
    const found = await sam.api('PUT', '/api/skytrak/device/report', { deviceId: id, status: 'found' });
    expect(found.body.data).toMatchObject({ blocked: false, blockedReason: null });
    expect((await sam.api('PUT', '/api/skytrak/device/report', { deviceId: id, status: 'broken' })).status).toBe(400);
  });
});

describe('the launch-monitor customer', () => {
  it('updates the profile and changes the password with the portal’s rules', async () => {
    const weak = await sam.api('PUT', '/api/skytrak/customer/change-password', { oldPassword: 'golf-demo-2026', newPassword: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const updated = await sam.api('PUT', '/api/skytrak/customer', { firstName: 'Samuel' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.firstName).toBe('Samuel');
  });
});
