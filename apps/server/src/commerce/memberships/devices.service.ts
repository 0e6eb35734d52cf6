import type { Device, DeviceCheck } from '@golf/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { inTransaction, statementCache, type Db } from '../../platform/db/index.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { consumeHits } from '../../platform/rate-limit.ts';
import type { Owner } from './membership-owner.ts';
import { deviceChecks, launchMonitors, LIVE_STATUSES, membershipPlans, memberships } from './memberships.tables.ts';

/** Answer codes of an ESN check (spec §8: the client stores a failed check's code). */
export const CHECK_CODES = { available: 0, yours: 0, invalidESN: 2001, blocked: 2002, taken: 2003 } as const;
/** ESN checks per owner in ten minutes: enough to fix typos, too few to walk the serial space. */
const CHECKS_PER_WINDOW = 30;

type UnitRow = typeof launchMonitors.$inferSelect;

/** The ESN as printed, from what a person typed (any case, spaces or dashes anywhere); null when it cannot be one. */
export function normalizeEsn(typed: string): string | null {
  const esn = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{6,20}$/.test(esn) ? esn : null;
}

function esnOf(typed: string): string {
  const esn = normalizeEsn(typed);
  if (!esn) throw invalid('esn', 'A serial number (ESN) has 6 to 20 letters and digits: it is on the label under your launch monitor.');
  return esn;
}

const ADVICE: Record<DeviceCheck['status'], string> = {
  available: 'This launch monitor can be registered to you.',
  yours: 'This launch monitor is already registered to you. You can rename it.',
  invalidESN: 'We do not know this serial number. Check the ESN on the label under your launch monitor (letters and digits, no O or I mix-ups) and try again.',
  blocked:
    'This launch monitor was reported lost or stolen and cannot be registered. If it is yours, report it found from the account that registered it, or contact support with your proof of purchase.',
  taken: 'This launch monitor is registered to another owner. Ask them to unregister it, or contact support with your proof of purchase.',
};

function statusOf(unit: UnitRow | undefined, owner: Owner): DeviceCheck['status'] {
  if (!unit) return 'invalidESN';
  if (unit.blockedReason) return 'blocked';
  if (unit.ownerCustomerId === owner.customerId) return 'yours';
  if (unit.ownerCustomerId !== null) return 'taken';
  return 'available';
}

function refusal(check: DeviceCheck): ServiceError {
  const kind = check.status === 'invalidESN' ? 'not-found' : 'conflict';
  return new ServiceError(kind, check.advice, { code: CHECK_CODES[check.status], field: 'esn', data: check });
}

/**
 * GET /api/skytrak/device/check: whether an ESN can be registered by the caller. Every check is
 * recorded with its answer code; an unknown ESN answers 404 (2001), a blocked unit or another
 * owner's 409 (2002, 2003) with `blocked` set and what to do. Rate-limited per owner.
 */
export async function checkDevice(ctx: Ctx, owner: Owner, typed: string): Promise<DeviceCheck> {
  const esn = esnOf(typed);
  await consumeHits(ctx.db, [{ key: `esn-check:${owner.customerId}`, max: CHECKS_PER_WINDOW, windowSeconds: 600 }]);
  const [unit] = await ctx.db.select().from(launchMonitors).where(eq(launchMonitors.esn, esn));
  const status = statusOf(unit, owner);
  const check: DeviceCheck = {
    esn,
    status,
    blocked: status === 'blocked' || status === 'taken',
    advice: ADVICE[status],
    device: unit ? { deviceId: unit.id, esn: unit.esn, model: unit.model } : null,
  };
  await ctx.db
    .insert(deviceChecks)
    .values({ customerId: owner.customerId, esn, launchMonitorId: unit?.id ?? null, responseCode: CHECK_CODES[status], status, checkedAt: ctx.clock.now() });
  if (status !== 'available' && status !== 'yours') throw refusal(check);
  return check;
}

/**
 * POST /api/skytrak/device/register: registers an ESN to the caller, or renames it when it is
 * already theirs (the edit-device modal). Claimed with one conditional update, so of two owners
 * registering one ESN at once exactly one wins; the other gets the check's refusal.
 */
export async function registerDevice(ctx: Ctx, owner: Owner, body: { esn: string; name?: string }): Promise<Device> {
  const esn = esnOf(body.esn);
  const now = ctx.clock.now();
  const [unit] = await ctx.db.select().from(launchMonitors).where(eq(launchMonitors.esn, esn));
  const name = body.name?.trim() || unit?.model || 'Launch monitor';
  const [claimed] = await ctx.db
    .update(launchMonitors)
    .set({
      ownerCustomerId: owner.customerId,
      name,
      registeredAt: sql`case when ${launchMonitors.ownerCustomerId} = ${owner.customerId} then ${launchMonitors.registeredAt} else ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(launchMonitors.esn, esn),
        isNull(launchMonitors.blockedReason),
        sql`(${launchMonitors.ownerCustomerId} is null or ${launchMonitors.ownerCustomerId} = ${owner.customerId})`,
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await ctx.db.select().from(launchMonitors).where(eq(launchMonitors.esn, esn));
    const status = statusOf(current, owner);
    throw refusal({ esn, status, blocked: status === 'blocked' || status === 'taken', advice: ADVICE[status], device: null });
  }
  return (await listDevices(ctx, owner)).find((d) => d.deviceId === claimed.id)!;
}

async function ownUnit(ctx: Ctx, owner: Owner, deviceId: number): Promise<UnitRow> {
  const [unit] = await ctx.db
    .select()
    .from(launchMonitors)
    .where(and(eq(launchMonitors.id, deviceId), eq(launchMonitors.ownerCustomerId, owner.customerId)));
  if (!unit) throw notFound('The device');
  return unit;
}

/**
 * POST /api/skytrak/device/unregister: gives up a device. Refused while a membership on it is
 * live (it would be paid for a device nobody owns): let it end or turn auto-renew off first.
 */
export async function unregisterDevice(ctx: Ctx, owner: Owner, deviceId: number): Promise<{ deviceId: number }> {
  await ownUnit(ctx, owner, deviceId);
  return inTransaction(ctx.db, async (tx) => {
    const [live] = await tx
      .select({ id: memberships.id, autoRenew: memberships.autoRenew, endsAt: memberships.endsAt })
      .from(memberships)
      .where(and(eq(memberships.launchMonitorId, deviceId), inArray(memberships.status, [...LIVE_STATUSES]), eq(memberships.autoRenew, true)));
    if (live)
      throw new ServiceError(
        'rule',
        'This device has a membership that renews by itself. Turn auto-renew off first; you can unregister the device after that.',
        { field: 'deviceId', data: { reason: 'auto_renew_on' } },
      );
    const [gone] = await tx
      .update(launchMonitors)
      .set({ ownerCustomerId: null, name: null, registeredAt: null })
      .where(and(eq(launchMonitors.id, deviceId), eq(launchMonitors.ownerCustomerId, owner.customerId)))
      .returning({ id: launchMonitors.id });
    if (!gone) throw notFound('The device');
    return { deviceId };
  });
}

/**
 * PUT /api/skytrak/device/report: the owner reports a device lost or stolen (it is blocked: nobody
 * can register it or redeem a membership on it, and auto-renew stops) or found (unblocked).
 */
export async function reportDevice(ctx: Ctx, owner: Owner, body: { deviceId: number; status: 'lost' | 'stolen' | 'found' }): Promise<Device> {
  await ownUnit(ctx, owner, body.deviceId);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .update(launchMonitors)
      .set(body.status === 'found' ? { blockedReason: null, reportedAt: null } : { blockedReason: body.status, reportedAt: now })
      .where(eq(launchMonitors.id, body.deviceId));
    if (body.status !== 'found')
      await tx
        .update(memberships)
        .set({ autoRenew: false, updatedAt: now })
        .where(and(eq(memberships.launchMonitorId, body.deviceId), inArray(memberships.status, [...LIVE_STATUSES])));
  });
  return (await listDevices(ctx, owner)).find((d) => d.deviceId === body.deviceId)!;
}

/**
 * The owner's devices, each with its live (active or past-due) memberships' ids and plan features,
 * oldest membership first: one prepared statement. Placeholder: customerId.
 */
const devicesStatement = statementCache((db: Db) =>
  db
    .select({
      unit: launchMonitors,
      // Raw column names: the ORM leaves a one-table select's columns unqualified.
      live: sql<{ id: number; features: string[] | null }[]>`coalesce((
        select json_agg(json_build_object('id', m.id, 'features', p.features) order by m.id)
        from ${memberships} m
        left join ${membershipPlans} p on p.sku = m.sku and p.store_code = m.store_code
        where m.launch_monitor_id = launch_monitors.id and m.customer_id = launch_monitors.owner_customer_id
          and m.status in ('active', 'past_due')
      ), '[]'::json)`,
    })
    .from(launchMonitors)
    .where(eq(launchMonitors.ownerCustomerId, sql.placeholder('customerId')))
    .orderBy(asc(launchMonitors.id))
    .prepare('memberships_devices_of_owner'),
);

/** GET /api/skytrak/devices: the owner's devices with what each unlocks now. */
export async function listDevices(ctx: Ctx, owner: Owner): Promise<Device[]> {
  const rows = await devicesStatement(ctx.db).execute({ customerId: owner.customerId });
  return rows.map(({ unit: u, live }) => ({
    deviceId: u.id,
    esn: u.esn,
    model: u.model,
    name: u.name ?? u.model,
    blocked: u.blockedReason !== null,
    blockedReason: u.blockedReason,
    registeredAt: u.registeredAt?.toISOString() ?? null,
    // A blocked device unlocks nothing; a lapsed or expired membership is not live, so its features stop.
    features: u.blockedReason ? [] : [...new Set(live.flatMap((m) => m.features ?? []))],
    activeMembershipId: live[0]?.id ?? null,
  }));
}
