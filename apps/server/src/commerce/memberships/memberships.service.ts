import type { Locale, Membership, MembershipPlan, MembershipPurchase } from '@golf/contracts';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { fileOwner, ownerColumns, ownerOfRow, ownerPlayerId, selectOwnerWith, type Owner } from './membership-owner.ts';
import { listCountries } from '../../platform/geo/countries.ts';
import { defaultBillingPlaces } from '../addresses/index.ts';
import { REGIONS, storesOfRegion } from '../../platform/regions.ts';
import { renewablePlans } from './shop-plan-change.ts';
import { membershipRatesJson, membershipRatesOf, membershipTaxRate, PRORATION_RULE, prorate, withTax } from './membership-pricing.ts';
import { launchMonitors, membershipPlans, membershipPurchases, memberships, type MembershipSource } from './memberships.tables.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;

/** The launch-monitor stores of every region. */
const LAUNCH_MONITOR_STORES = [...new Set(REGIONS.flatMap((r) => storesOfRegion(r).launchMonitor ?? []))];

/** The plans the launch-monitor stores sell as JSON rows of PlanRow's shape, in the order `plans` reads one store's. */
const soldPlansJson = sql<PlanRow[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'storeCode', p.store_code, 'sku', p.sku,
    'name', p.name, 'names', p.names, 'family', p.family, 'rank', p.rank, 'features', p.features, 'monthlyPrice', p.monthly_price::text,
    'yearlyPrice', p.yearly_price::text, 'currency', p.currency, 'isSold', p.is_sold) order by p.family, p.rank), '[]'::json)
  from ${membershipPlans} p where p.is_sold and p.store_code in ${LAUNCH_MONITOR_STORES})`;

// The reads of the /api/skytrak pages, prepared once per database handle: building and planning
// them cost more than running them. Plans are read fresh every time (they are data, not config).
const reads = statementCache((db: Db) => {
  const customerId = sql.placeholder('customerId');
  const purchased = and(eq(membershipPurchases.customerId, customerId), inArray(membershipPurchases.status, ['paid', 'scheduled', 'declined']));
  return {
    plans: db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.storeCode, sql.placeholder('storeCode')), eq(membershipPlans.isSold, true)))
      .orderBy(asc(membershipPlans.family), asc(membershipPlans.rank))
      .prepare('memberships_plans_sold'),
    memberships: db
      .select()
      .from(memberships)
      .innerJoin(launchMonitors, eq(launchMonitors.id, memberships.launchMonitorId))
      .where(and(eq(memberships.customerId, customerId), sql`${memberships.source} = any(${sql.placeholder('sources')})`))
      .orderBy(desc(memberships.endsAt), desc(memberships.id))
      .prepare('memberships_of_customer'),
    // The player's owner with their memberships left-joined (a row with none when they have none):
    // the owner's read and the list's in one round trip. Placeholders: playerId, sources.
    ownerMemberships: selectOwnerWith(db, { m: memberships, lm: launchMonitors })
      .leftJoin(memberships, and(eq(memberships.customerId, ownerColumns.customerId), sql`${memberships.source} = any(${sql.placeholder('sources')})`))
      .leftJoin(launchMonitors, eq(launchMonitors.id, memberships.launchMonitorId))
      .orderBy(desc(memberships.endsAt), desc(memberships.id))
      .prepare('memberships_of_player'),
    // Each row carries the count of all the owner's purchases (a window over the match, before the
    // page is cut): one statement where the page and its count were two.
    // The plan a purchase was of, when the store still sells it under the name bought (its name is
    // then shown in the reader's language): joined here rather than read as a statement of its own.
    purchases: db
      .select({
        ...getTableColumns(membershipPurchases),
        total: sql<number>`count(*) over ()`.mapWith(Number),
        soldPlan: { name: membershipPlans.name, names: membershipPlans.names },
      })
      .from(membershipPurchases)
      .leftJoin(membershipPlans, soldPlanOfPurchase(sql.placeholder('storeCode')))
      .where(purchased)
      .orderBy(desc(membershipPurchases.createdAt), desc(membershipPurchases.id))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare('memberships_purchases_page'),
    purchaseCount: db.select({ n: count() }).from(membershipPurchases).where(purchased).prepare('memberships_purchases_count'),
    // The plans page's owner with all it shows in one round trip: the default billing country, the
    // VAT rates and the plans of every launch-monitor store (the player's region, in the row, picks
    // the store after the read). Four statements, three of them side by side, before. Placeholder: playerId.
    ownerPlans: selectOwnerWith(db, {
      billingCountry: defaultBillingPlaces.countryCode,
      rates: membershipRatesJson(),
      plans: soldPlansJson,
    })
      .leftJoin(defaultBillingPlaces, eq(defaultBillingPlaces.customerId, ownerColumns.customerId))
      .prepare('memberships_plans_of_player'),
  };
});

/** The plans one store sells, cheapest family rank first. */
export async function plansOf(ctx: Ctx, storeCode: string): Promise<PlanRow[]> {
  return reads(ctx.db).plans.execute({ storeCode });
}

/** A plan the store sells; 400 on `field` otherwise. */
export async function planOf(ctx: Ctx, storeCode: string, sku: string, field: string): Promise<PlanRow> {
  const [plan] = await ctx.db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.storeCode, storeCode), eq(membershipPlans.sku, sku), eq(membershipPlans.isSold, true)));
  if (!plan) throw new ServiceError('invalid', `The plan "${sku}" is not sold in this store. Choose one of the plans listed.`, { field });
  return plan;
}

/** Joins the plan a purchase was of, while the store (`storeCode`) still sells it under the name bought. */
export const soldPlanOfPurchase = (storeCode: SQL | AnyColumn | Placeholder) =>
  and(
    eq(membershipPlans.storeCode, storeCode),
    eq(membershipPlans.isSold, true),
    eq(membershipPlans.sku, membershipPurchases.sku),
    eq(membershipPlans.name, membershipPurchases.planName),
  );

/** A plan's name in the reader's language, else its name. */
export const planNameIn = (p: PlanRow, locale: Locale = 'en'): string => textIn(p.names, locale, p.name);

/**
 * The name a membership shows: its plan's, in the reader's language, when it still carries that plan's
 * name (a legacy or simulator plan keeps the name it came with).
 */
function membershipPlanName(row: { sku: string; planName: string }, plans: PlanRow[], locale: Locale | undefined): string {
  const plan = plans.find((p) => p.sku === row.sku);
  return plan && plan.name === row.planName ? planNameIn(plan, locale) : row.planName;
}

/** A plan with its price, and its VAT and total at `taxRate` (percent). */
export function planView(p: PlanRow, taxRate = '0', locale: Locale = 'en'): MembershipPlan {
  const monthly = withTax(p.monthlyPrice, taxRate);
  const yearly = withTax(p.yearlyPrice, taxRate);
  return {
    sku: p.sku,
    name: planNameIn(p, locale),
    family: p.family,
    rank: p.rank,
    features: p.features,
    monthlyPrice: p.monthlyPrice,
    yearlyPrice: p.yearlyPrice,
    currency: p.currency,
    storeCode: p.storeCode,
    monthlyTax: monthly.tax,
    monthlyTotal: monthly.total,
    yearlyTax: yearly.tax,
    yearlyTotal: yearly.total,
  };
}

/**
 * GET /api/skytrak/membership/plans: what the caller's store sells, how upgrades are priced, and the
 * totals to pay for a billing country (the one asked, else the default billing address's): the
 * amounts the purchase then charges, so the total shown is the total paid. The owner and all the
 * page shows are one statement; the billing country's rate is the one tax rule's.
 */
export async function listPlayerPlans(ctx: Ctx, caller: PlayerCaller, locale: Locale | undefined, country?: string) {
  const playerId = ownerPlayerId(caller);
  const [row] = await reads(ctx.db).ownerPlans.execute({ playerId });
  const { store, owner } = ownerOfRow(row);
  // A player the shop has never seen is filed first; a new customer has no billing address yet.
  if (!owner) await fileOwner(ctx, playerId, store);
  const { plans, rates, billingCountry: defaultCountry } = row!;
  const billingCountry = country ?? defaultCountry;
  const rate = await membershipTaxRate(ctx.db, store.code, billingCountry);
  // Only the countries with a rate need a Decimal: the rest of the ~250 read 0.00.
  const vat = new Map([...membershipRatesOf(store.code, rates)].map(([id, r]) => [id, new Decimal(r).toFixed(2)]));
  const countries = store.code === 'STSVEN' ? listCountries().map((c) => ({ country_id: c.id, vat_rate: vat.get(c.id) ?? '0.00' })) : [];
  return {
    storeCode: store.code,
    currency: store.currency,
    plans: plans.filter((p) => p.storeCode === store.code).map((p) => planView(p, rate, locale)),
    prorationRule: PRORATION_RULE,
    billing: { country: billingCountry, vatRate: new Decimal(rate).toFixed(2), countries },
  };
}

/** The upgrades open to a live membership bought here, priced for now (see membership-pricing.ts). */
function upgradesOf(row: MembershipRow, plans: PlanRow[], now: Date, locale: Locale | undefined, renewable?: Set<string>): Membership['upgrades'] {
  if (row.source !== 'skytrak' || row.status !== 'active') return [];
  const current = plans.find((p) => p.sku === row.sku);
  return plans
    .filter((p) => p.family === row.family && p.rank > (current?.rank ?? Number.MAX_SAFE_INTEGER) && (renewable?.has(p.sku) ?? true))
    .map((p) => {
      const newPrice = row.term === 'monthly' ? p.monthlyPrice : p.yearlyPrice;
      const { net, daysLeft, termDays } = prorate({ oldPrice: row.price, newPrice, periodStart: row.periodStart, endsAt: row.endsAt, now });
      const totals = withTax(net, row.taxRate);
      return {
        sku: p.sku,
        name: planNameIn(p, locale),
        amount: totals.total,
        net: totals.net,
        tax: totals.tax,
        vatRate: new Decimal(row.taxRate).toFixed(2),
        currency: row.currency,
        daysLeft,
        termDays,
        newPrice,
        oldPrice: row.price,
      };
    });
}

export function membershipView(
  row: MembershipRow,
  unit: { id: number; esn: string; name: string | null; model: string },
  plans: PlanRow[],
  now: Date,
  locale?: Locale,
  /** The plans a shop subscription renewing it could renew: only these are offered as upgrades. */
  renewable?: Set<string>,
): Membership {
  return {
    membershipId: row.id,
    source: row.source,
    sku: row.sku,
    planName: membershipPlanName(row, plans, locale),
    family: row.family,
    term: row.term,
    price: new Decimal(row.price).toFixed(2),
    currency: row.currency,
    storeCode: row.storeCode,
    device: { deviceId: unit.id, esn: unit.esn, name: unit.name ?? unit.model },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    renewsAt: row.autoRenew && (row.status === 'active' || row.status === 'scheduled' || row.status === 'past_due') ? row.endsAt.toISOString() : null,
    autoRenew: row.autoRenew,
    status: row.status,
    card: row.card ? { brand: row.card.brand, last4: row.card.last4 } : null,
    referenceLegacyId: row.referenceLegacyId,
    legacyId: row.source === 'legacy' ? row.externalId : null,
    upgrades: upgradesOf(row, plans, now, locale, renewable),
  };
}

/** One of the owner's memberships as shown; 404 for anyone else's. */
export async function viewMembership(ctx: Ctx, owner: Owner, id: number): Promise<Membership> {
  const [row] = await ctx.db
    .select()
    .from(memberships)
    .innerJoin(launchMonitors, eq(launchMonitors.id, memberships.launchMonitorId))
    .where(and(eq(memberships.id, id), eq(memberships.customerId, owner.customerId)));
  if (!row) throw notFound('The membership');
  const renewable = await renewablePlans(ctx.db, [row.memberships]);
  const plans = await plansOf(ctx, row.memberships.storeCode);
  return membershipView(row.memberships, row.launch_monitors, plans, ctx.clock.now(), owner.locale, renewable.get(row.memberships.id));
}

/**
 * GET /api/skytrak/membership?source=…: the owner's memberships from the sources asked (all three
 * by default), live ones first, newest first.
 */
export async function listMemberships(ctx: Ctx, owner: Owner, sources: MembershipSource[]): Promise<Membership[]> {
  return membershipsOf(ctx, owner, await reads(ctx.db).memberships.execute({ customerId: owner.customerId, sources }));
}

/** The memberships read for an owner, live ones first, each priced with the store's plans. */
async function membershipsOf(
  ctx: Ctx,
  owner: Owner,
  rows: { memberships: MembershipRow; launch_monitors: typeof launchMonitors.$inferSelect }[],
): Promise<Membership[]> {
  const [plans, renewable] = await Promise.all([
    plansOf(ctx, owner.store.code),
    renewablePlans(
      ctx.db,
      rows.map((r) => r.memberships),
    ),
  ]);
  const now = ctx.clock.now();
  const live = (r: MembershipRow) => (r.status === 'active' || r.status === 'past_due' || r.status === 'scheduled' ? 0 : 1);
  return rows
    .sort((a, b) => live(a.memberships) - live(b.memberships))
    .map((r) => membershipView(r.memberships, r.launch_monitors, plans, now, owner.locale, renewable.get(r.memberships.id)));
}

/**
 * GET /api/skytrak/membership for a signed-in player: the owner and the memberships in one
 * statement, then the store's plans. A player with no shop customer yet is filed first.
 */
export async function listPlayerMemberships(ctx: Ctx, caller: PlayerCaller, locale: Locale | undefined, sources: MembershipSource[]): Promise<Membership[]> {
  const rows = await reads(ctx.db).ownerMemberships.execute({ playerId: ownerPlayerId(caller), sources });
  const { store, owner } = ownerOfRow(rows[0]);
  if (!owner) return listMemberships(ctx, { ...(await fileOwner(ctx, ownerPlayerId(caller), store)), locale }, sources);
  return membershipsOf(
    ctx,
    { ...owner, locale },
    rows.flatMap((r) => (r.m && r.lm ? [{ memberships: r.m, launch_monitors: r.lm }] : [])),
  );
}

/**
 * PUT /api/skytrak/membership/status: turns auto-renew on or off. Only memberships bought in this
 * shop renew here (legacy and simulator-bought ones are managed where they were bought), and only
 * a live one; a device reported lost or stolen cannot renew.
 */
export async function setAutoRenew(ctx: Ctx, owner: Owner, body: { membershipId: number; autoRenew: boolean }): Promise<Membership> {
  const [row] = await ctx.db
    .select()
    .from(memberships)
    .innerJoin(launchMonitors, eq(launchMonitors.id, memberships.launchMonitorId))
    .where(and(eq(memberships.id, body.membershipId), eq(memberships.customerId, owner.customerId)));
  if (!row) throw notFound('The membership');
  const m = row.memberships;
  if (m.source !== 'skytrak')
    throw new ServiceError(
      'rule',
      m.source === 'simulation'
        ? 'This membership was bought in the simulator software: change its renewal there.'
        : 'This legacy plan does not renew. Buy a membership and carry it over to keep your features.',
      { field: 'membershipId', data: { reason: m.source === 'simulation' ? 'bought_in_simulator' : 'legacy_no_renewal' } },
    );
  if (!['active', 'scheduled', 'past_due'].includes(m.status))
    throw new ServiceError('rule', 'This membership has ended. Buy a new one to renew.', { field: 'membershipId', data: { reason: 'ended' } });
  if (body.autoRenew && row.launch_monitors.blockedReason)
    throw new ServiceError('rule', 'This device was reported lost or stolen. Report it found before turning auto-renew on.', {
      field: 'autoRenew',
      data: { reason: 'device_blocked' },
    });
  if (body.autoRenew && !m.card)
    throw new ServiceError('rule', 'There is no card on file for this membership. Send new payment info first.', {
      field: 'autoRenew',
      data: { reason: 'no_card' },
    });
  await ctx.db.update(memberships).set({ autoRenew: body.autoRenew, updatedAt: ctx.clock.now() }).where(eq(memberships.id, m.id));
  return viewMembership(ctx, owner, m.id);
}

/** GET /api/skytrak/purchase: the owner's membership purchases, renewals, upgrades and redemptions, newest first. */
export async function listPurchases(
  ctx: Ctx,
  owner: Owner,
  page: number,
  size: number,
): Promise<{ items: MembershipPurchase[]; total: number; page: number; size: number }> {
  const statements = reads(ctx.db);
  const rows = await statements.purchases.execute({ customerId: owner.customerId, storeCode: owner.store.code, size, offset: (page - 1) * size });
  // Past the last page no row carries the count: it is counted on its own.
  const total = rows[0]?.total ?? (page > 1 ? ((await statements.purchaseCount.execute({ customerId: owner.customerId }))[0]?.n ?? 0) : 0);
  return {
    items: rows.map((r) => ({
      increment_id: r.incrementId,
      kind: r.kind,
      status: r.status as 'paid' | 'scheduled' | 'declined',
      sku: r.sku,
      planName: r.soldPlan ? textIn(r.soldPlan.names, owner.locale ?? 'en', r.soldPlan.name) : r.planName,
      esn: r.esn,
      amount: new Decimal(r.amount).toFixed(2),
      tax: new Decimal(r.tax).toFixed(2),
      currency: r.currency,
      storeCode: r.storeCode,
      card: r.card,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    size,
  };
}
