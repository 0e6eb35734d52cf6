import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_DIR } from '../../server-dir.ts';
import { openDatabase, rowsOf, type Database } from '../../platform/db/index.ts';
import { fillRow } from '../../test/fill-rows.ts';

const MIGRATIONS = path.join(SOURCE_DIR, 'db/migrations');
const TAG = '0045_payment_attempts';
/** When the old records were written: any fixed time (the migration copies it). */
const AT = new Date('2026-03-10T15:00:00Z');

/** The migrations before this one, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'golf-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  for (const e of journal.entries.slice(at)) rmSync(path.join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0045: the five payment shapes become payment attempts', () => {
  let database: Database;
  let before: string;
  const ids: Record<string, unknown> = {};

  beforeAll(async () => {
    before = migrationsBefore(TAG);
    database = await openDatabase({ memory: true });
    await migrate(database.db as never, { migrationsFolder: before });
    const db = database.db;
    const customer = await fillRow(db, 'commerce.customers', { email: 'ana@example.com' });
    const cart = await fillRow(db, 'commerce.carts', { customer_id: customer.id });
    const order = await fillRow(db, 'commerce.orders', {
      customer_id: customer.id,
      cart_id: cart.id,
      status: 'processing',
      grand_total: '54.99',
      payment: { method: 'authnetcim', title: 'Card', transactionId: 'ch_order' },
    });
    ids.order = order.id;
    await fillRow(db, 'commerce.payments', {
      id: 'pay_paid',
      cart_id: cart.id,
      order_id: order.id,
      customer_id: customer.id,
      method: 'authnetcim',
      status: 'succeeded',
      amount: '54.99',
      currency: 'USD',
      gateway_charge_id: 'ch_order',
    });
    await fillRow(db, 'commerce.payments', {
      id: 'pay_declined',
      cart_id: cart.id,
      customer_id: customer.id,
      method: 'authnetcim',
      status: 'failed',
      amount: '54.99',
      currency: 'USD',
      failure_code: 'card_declined',
    });
    const player = await fillRow(db, 'portal.players', {});
    ids.player = player.id;
    await fillRow(db, 'portal.plus_charges', {
      player_id: player.id,
      idempotency_key: 'plus-buy:1:k',
      kind: 'purchase',
      amount: '9.99',
      currency: 'USD',
      status: 'approved',
      charge_id: 'ch_plus',
      created_at: AT,
    });
    await fillRow(db, 'portal.plus_charges', {
      player_id: player.id,
      idempotency_key: 'plus-renew:1:x:0',
      kind: 'renewal',
      amount: '9.99',
      currency: 'USD',
      status: 'declined',
      decline_code: 'insufficient_funds',
      created_at: AT,
    });
    await fillRow(db, 'portal.renewal_orders', {
      id: 'rn_1',
      player_id: player.id,
      quote: { total: '120.00', currency: 'USD' },
      status: 'succeeded',
      charge_id: 'ch_renewal',
      attempt: 1,
      created_at: AT,
    });
    await fillRow(db, 'commerce.membership_purchases', {
      customer_id: customer.id,
      kind: 'purchase',
      status: 'paid',
      store_code: 'STSVCA',
      amount: '179.00',
      currency: 'CAD',
      charge_id: 'ch_membership',
      created_at: AT,
    });
    const club = await fillRow(db, 'commerce.custom_club_orders', {
      customer_id: customer.id,
      subtotal: '500',
      deposit: '100',
      deposit_charged: '100',
      currency: 'USD',
      deposit_charge_id: 'ch_club',
      attempt: 0,
      created_at: AT,
    });
    ids.club = club.id;
    const request = await fillRow(db, 'commerce.return_requests', { order_id: order.id });
    await fillRow(db, 'commerce.return_refunds', {
      request_id: request.id,
      order_id: order.id,
      amount: '30',
      gift_code_amount: '10',
      currency: 'USD',
      method: 'card',
      status: 'succeeded',
      gateway_refund_id: 're_1',
      idempotency_key: 'x',
      created_at: AT,
    });
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const attempts = () =>
    rowsOf<{
      id: string;
      kind: string;
      purpose: string;
      idempotency_key: string;
      status: string;
      amount: string;
      gateway_charge_id: string | null;
      order_id: number | null;
      method: string;
    }>(
      database.db,
      sql`select id, kind, purpose, idempotency_key, status, amount::text, gateway_charge_id, order_id, method from commerce.payment_attempts order by id`,
    );

  it('keeps every payment record, each under the key its charge was made with', async () => {
    const rows = await attempts();
    expect(rows.map((r) => [r.purpose, r.kind, r.idempotency_key, r.status])).toEqual(
      expect.arrayContaining([
        ['order', 'charge', `order:${ids.order}`, 'succeeded'],
        ['order', 'charge', 'payment:pay_declined', 'failed'],
        ['plus', 'charge', 'plus-buy:1:k', 'succeeded'],
        ['plus_renewal', 'charge', 'plus-renew:1:x:0', 'failed'],
        ['renewal', 'charge', 'renewal:rn_1:1', 'succeeded'],
        ['membership', 'charge', expect.stringMatching(/^membership-purchase:\d+$/), 'succeeded'],
        ['club_deposit', 'charge', `club-deposit:${ids.club}:0`, 'succeeded'],
        ['return_refund', 'refund', expect.stringMatching(/^rma-refund:\d+$/), 'succeeded'],
      ]),
    );
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r.purpose === 'membership')!.method).toBe('moneris');
    // The card part of the refund only: the gift code's $10 went back to the code.
    expect(Number(rows.find((r) => r.kind === 'refund')!.amount)).toBe(20);
  });

  it('lets every order find its payment, with the id its clients hold (requestId)', async () => {
    const [paid] = await rowsOf<{ id: string; gateway_charge_id: string }>(
      database.db,
      sql`select a.id, a.gateway_charge_id from commerce.orders o join commerce.payment_attempts a on a.order_id = o.id and a.status = 'succeeded' where o.id = ${ids.order}`,
    );
    expect(paid).toEqual({ id: 'pay_paid', gateway_charge_id: 'ch_order' });
  });

  it('drops the old shapes', async () => {
    const [left] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where (table_schema, table_name) in (('commerce', 'payments'), ('portal', 'plus_charges'))`,
    );
    expect(left!.n).toBe(0);
  });
});
