import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import { signAccessToken } from './platform/auth/access-token.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { NEEDS_POSTGRES, SHARED_SECRETS, send, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { templateCopy } from './test/template-copy.ts';
import { SUITE_START } from './test/suite-clock.ts';

// Killed with SIGKILL in the middle of a write load, the server loses no write it acknowledged:
// every order and booking it answered as done is there after a restart, and credits add up.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PORT = 28453;
const LA = 'America/Los_Angeles';
const CREDITS = 40;

describe.skipIf(!onPostgres)(onPostgres ? 'a server killed mid-load on PostgreSQL' : `a server killed mid-load (skipped: ${NEEDS_POSTGRES})`, () => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const copy = await templateCopy();
    drop = copy.drop;
    pool = new pg.Pool({ connectionString: copy.url, max: 3 });
    server = startServerProcess(PORT, copy.url);
    await server.ready();
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && !server.child.signalCode) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    await pool?.end();
    await drop?.();
  }, 60_000);

  it('finds every acknowledged order and booking after a SIGKILL and a restart', async () => {
    const db = drizzle(pool, { schema });
    const url = server!.url;
    // Bookers: fresh players with a lesson pack each; shoppers: two demo accounts paying by card.
    const [irvine] = await db.select().from(schema.centers).where(eq(schema.centers.city, 'Irvine')).orderBy(asc(schema.centers.id)).limit(1);
    const [lesson] = await db.select().from(schema.lessonTypes).where(eq(schema.lessonTypes.code, 'private-lesson'));
    const bookers = await db
      .insert(schema.players)
      .values(Array.from({ length: 5 }, (_, i) => ({ firstName: `Crash${i}`, lastName: 'Tester', region: 'US', email: `crash.${i}@example.com` })))
      .returning({ id: schema.players.id });
    await db
      .insert(schema.creditPacks)
      .values(bookers.map((p) => ({ playerId: p.id, kind: 'lesson', name: 'Crash pack', total: CREDITS, remaining: CREDITS })));
    const tokens = await Promise.all(
      bookers.map((p) => signAccessToken({ role: 'player', subjectId: p.id, region: 'US', familyId: `crash-${p.id}` }, SHARED_SECRETS.JWT_SECRET, SUITE_START)),
    );
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const from = DateTime.fromJSDate(SUITE_START).setZone(LA).plus({ weeks: 2 }).startOf('week').toISODate()!;
    const open = await send(
      `${url}/v2/schedule/getOpenings?centerId=${irvine!.id}&appointmentType=${lesson!.id}&date=${from}&days=14&timeZone=${encodeURIComponent(LA)}`,
      'GET',
      undefined,
      auth(tokens[0]!),
    );
    expect(open.status).toBe(200);
    // Whole hours only, so most bookings do not overlap one another; a conflict is simply not acknowledged.
    const slots = (open.body.data as { slotNumber: number; coachId: number; isFull: boolean }[]).filter((s) => !s.isFull && s.slotNumber % 60 === 0);
    expect(slots.length).toBeGreaterThan(60);

    const shoppers = [];
    for (const email of ['player@example.com', 'simulator.coach@example.com']) {
      const session = await send(`${url}/api/v2/player/login`, 'POST', { email, password: DEMO_PASSWORD });
      if (session.status !== 200) continue;
      const card = await send(`${url}/payments/sandbox/tokens`, 'POST', { cardNumber: '4242424242424242', expMonth: 12, expYear: 2035 });
      shoppers.push({ token: session.body.data.access_token as string, cardToken: card.body.dataValue as string });
    }
    expect(shoppers.length).toBeGreaterThan(0);

    const acked = { orders: [] as string[], bookings: [] as number[] };
    const refused: Record<number, number> = {};
    const refuse = (status: number) => (refused[status] = (refused[status] ?? 0) + 1);
    let cutOff = 0;
    let stop = false;
    const orderWorker = async (shopper: { token: string; cardToken: string }) => {
      while (!stop) {
        try {
          const res = await send(
            `${url}/api/payment/invoke`,
            'POST',
            { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: shopper.cardToken },
            auth(shopper.token),
          );
          if (res.status === 200 && res.body.data.status === 'succeeded') acked.orders.push(res.body.data.orderNumber);
          else refuse(res.status);
        } catch {
          cutOff += 1; // the process died under this request: not acknowledged
          return;
        }
      }
    };
    const bookingWorker = async (index: number) => {
      while (!stop) {
        const slot = slots.shift();
        if (!slot) return;
        try {
          const item = {
            timeZone: LA,
            handedness: 'right',
            centerId: irvine!.id,
            playerId: bookers[index]!.id,
            appointmentType: lesson!.id,
            coachId: slot.coachId,
            slotNumber: slot.slotNumber,
          };
          const res = await send(`${url}/v2/schedule/bookAppointments`, 'POST', { appointments: [item] }, auth(tokens[index]!));
          if (res.status === 201) acked.bookings.push(res.body.data.appointments[0].id);
          else refuse(res.status);
        } catch {
          cutOff += 1;
          return;
        }
      }
    };
    const workers = [...shoppers.flatMap((s) => [orderWorker(s), orderWorker(s)]), ...bookers.map((_, i) => bookingWorker(i))];

    // Kill the process once the load is well under way, with requests in flight.
    const started = Date.now();
    while (Date.now() - started < 90_000 && !(acked.orders.length >= 6 && acked.bookings.length >= 12)) await new Promise((resolve) => setTimeout(resolve, 10));
    server!.child.kill('SIGKILL');
    await server!.exited();
    stop = true;
    await Promise.all(workers);
    const seconds = (Date.now() - started) / 1000;

    server = startServerProcess(PORT, pool.options.connectionString!);
    await server.ready();

    const orders = await pool.query<{ number: string }>('select number from commerce.orders where number = any($1::text[])', [acked.orders]);
    const bookings = await pool.query<{ id: number; state: string }>('select id, state from portal.appointments where id = any($1::int[])', [acked.bookings]);
    console.info(
      `SIGKILL after ${seconds.toFixed(1)} s of load: ${acked.orders.length} orders and ${acked.bookings.length} bookings acknowledged, ` +
        `refused by status ${JSON.stringify(refused)}, ${cutOff} cut off by the kill; after restart ${orders.rowCount} orders and ${bookings.rowCount} bookings found`,
    );
    expect(acked.orders.length).toBeGreaterThanOrEqual(6);
    expect(acked.bookings.length).toBeGreaterThanOrEqual(12);
    expect(cutOff).toBeGreaterThan(0);
    // Refusals are the domain's own (a slot just taken, a player already booked then), never a 5xx.
    expect(
      Object.keys(refused)
        .map(Number)
        .filter((status) => status >= 500),
    ).toEqual([]);
    expect(orders.rows.map((r) => r.number).sort()).toEqual([...acked.orders].sort());
    expect(bookings.rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([...acked.bookings].sort((x, y) => x - y));
    expect(new Set(bookings.rows.map((r) => r.state))).toEqual(new Set(['scheduled']));

    // Credits add up for every booker: none spent without its booking, none booked without a credit.
    for (const booker of bookers) {
      const { rows } = await pool.query<{ remaining: number; booked: number }>(
        "select (select sum(remaining) from portal.credit_packs where player_id = $1)::int as remaining, (select count(*) from portal.appointments where player_id = $1 and state = 'scheduled')::int as booked",
        [booker.id],
      );
      expect(rows[0]!.remaining + rows[0]!.booked).toBe(CREDITS);
    }

    // The restarted server takes orders again.
    const again = await send(
      `${server.url}/api/payment/invoke`,
      'POST',
      { items: [{ sku: 'LP-10', quantity: 1 }], cardToken: shoppers[0]!.cardToken },
      auth(shoppers[0]!.token),
    );
    expect(again.body.data?.status).toBe('succeeded');
  }, 240_000);
});
