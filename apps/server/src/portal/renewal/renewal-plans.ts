import Decimal from 'decimal.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CurrentMembership, Locale, MembershipPacks, RenewalPackage, RenewalPlans, RenewalQuote, RenewalQuoteRequest } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, type Db, type Tx } from '../../platform/db/index.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { giftCodeAvailable } from '../../commerce/gift-cards/index.ts';
import { type PlayerRow, centerRows, findPlayer, playerHeads } from '../account/index.ts';
import { bucksBalance, bucksBalanceSql, couponDiscount, currencyOfRegion, digitsOf, moneyString, usableCoupon } from '../wallet/index.ts';
import { taxRatesAt, taxTitleIn } from '../../commerce/tax/index.ts';
import { renewalOrders, renewalPackages } from './renewal.tables.ts';

type PackageRow = typeof renewalPackages.$inferSelect;

export async function playerOfCaller(db: Db | Tx, caller: PlayerCaller): Promise<PlayerRow> {
  const player = await findPlayer(db as Db, caller.subjectId);
  if (!player) throw notFound('Player');
  return player;
}

/** A package as the player reads it: named in the request's language (its stored name where it has none). */
export function toPackage(p: PackageRow, locale: Locale): RenewalPackage {
  return {
    id: p.id,
    kind: p.kind,
    name: textIn(p.names, locale, p.name),
    price: moneyString(p.price, p.currency),
    currency: p.currency,
    lessonCredits: p.lessonCredits,
    practiceCredits: p.practiceCredits,
    validDays: p.validDays,
  };
}

/** The player's center as the renewal reads it (name and address for the tax rule), undefined without one. */
async function centerOf(db: Db | Tx, centerId: number | null) {
  if (!centerId) return undefined;
  const [center] = await db
    .select({ name: centerRows.name, country: centerRows.country, state: centerRows.state, postalCode: centerRows.postalCode })
    .from(centerRows)
    .where(eq(centerRows.id, centerId));
  return center;
}

/**
 * The tax of a renewal at the player's center, from the one tax rule the shop uses (a lesson pack
 * bought at the Manhattan center is taxed as the shop taxes a pickup there). Several rates (Quebec)
 * are named together and added.
 */
async function taxAt(db: Db | Tx, center: Awaited<ReturnType<typeof centerOf>>, locale: Locale) {
  const rates = center ? await taxRatesAt(db, { countryCode: center.country, regionCode: center.state || null, postcode: center.postalCode || null }) : [];
  return {
    taxName: rates.map((r) => taxTitleIn(r, locale)).join(' + '),
    rate: rates.reduce((sum, r) => sum.plus(r.rate), new Decimal(0)),
    isInclusive: rates.some((r) => r.includedInPrice),
  };
}

const taxOf = async (db: Db | Tx, centerId: number | null, locale: Locale) => taxAt(db, await centerOf(db, centerId), locale);

async function packagesOf(db: Db | Tx, centerId: number | null): Promise<PackageRow[]> {
  if (!centerId) return [];
  return db
    .select()
    .from(renewalPackages)
    .where(and(eq(renewalPackages.centerId, centerId), eq(renewalPackages.isActive, true)))
    .orderBy(asc(renewalPackages.sort), asc(renewalPackages.id));
}

/**
 * The plans page's reads in one prepared statement: the player's region, their center (its name and
 * the address the tax rule reads), their usable bucks (run once) and the center's active packages,
 * left-joined so a player with none still gets a row. No row: no such player.
 * Placeholders: playerId, now (ISO text).
 */
const plansStatement = statementCache((db: Db) => {
  const player = sql.placeholder('playerId');
  return db
    .select({
      region: playerHeads.region,
      center: { name: centerRows.name, country: centerRows.country, state: centerRows.state, postalCode: centerRows.postalCode },
      bucks: bucksBalanceSql(sql`${player}`, sql`${sql.placeholder('now')}::timestamptz`),
      pkg: renewalPackages,
    })
    .from(playerHeads)
    .leftJoin(centerRows, eq(centerRows.id, playerHeads.centerId))
    .leftJoin(renewalPackages, and(eq(renewalPackages.centerId, playerHeads.centerId), eq(renewalPackages.isActive, true)))
    .where(eq(playerHeads.id, player))
    .orderBy(asc(renewalPackages.sort), asc(renewalPackages.id))
    .prepare('renewal_plans_page');
});

/** GET /api/renewal/game-plan and /v2: the player's center's packages, tax and usable bucks; membership packs, when sold, are the plans. */
export async function renewalPlans(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<RenewalPlans> {
  const page = await plansStatement(ctx.db).execute({ playerId: caller.subjectId, now: ctx.clock.now().toISOString() });
  const head = page[0];
  if (!head) throw notFound('Player');
  const packages = page.flatMap(({ pkg }) => (pkg ? [pkg] : []));
  // A player with no center has none (the left join's columns all null).
  const center = (head.center as Awaited<ReturnType<typeof centerOf>> | null) ?? undefined;
  const tax = await taxAt(ctx.db, center, locale);
  const currency = packages[0]?.currency ?? currencyOfRegion(head.region);
  const of = (kind: PackageRow['kind']) => packages.filter((p) => p.kind === kind).map((p) => toPackage(p, locale));
  const membershipPacks = of('membership-pack');
  const gamePlans = of('game-plan');
  return {
    gamePlans,
    lessonPacks: of('lesson-pack'),
    practicePlans: of('practice-plan'),
    membershipPacks,
    isMemberShip: membershipPacks.length > 0,
    plans: membershipPacks.length > 0 ? membershipPacks : gamePlans,
    tax: tax.rate.toString(),
    taxName: tax.taxName,
    isTaxInclusive: tax.isInclusive,
    currency,
    buck: moneyString(head.bucks, currency),
    centerName: center?.name ?? '',
  };
}

/** GET /api/renewal/membership: the membership packs of the player's center. */
export async function membershipPacks(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<MembershipPacks> {
  const player = await playerOfCaller(ctx.db, caller);
  const packs = (await packagesOf(ctx.db, player.centerId)).filter((p) => p.kind === 'membership-pack');
  return {
    membershipPacks: packs.map((p) => toPackage(p, locale)),
    isMemberShip: packs.length > 0,
    currency: packs[0]?.currency ?? currencyOfRegion(player.region),
  };
}

/** GET /api/membership: the player's latest paid membership pack while it runs, else null. */
export async function currentMembership(ctx: Ctx, caller: PlayerCaller, locale: Locale): Promise<CurrentMembership> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ o: renewalOrders, p: renewalPackages })
    .from(renewalOrders)
    .innerJoin(renewalPackages, eq(renewalPackages.id, renewalOrders.packageId))
    .where(and(eq(renewalOrders.playerId, caller.subjectId), eq(renewalOrders.status, 'succeeded'), eq(renewalPackages.kind, 'membership-pack')))
    .orderBy(desc(renewalOrders.paidAt))
    .limit(1);
  const row = rows[0];
  if (!row?.o.paidAt) return { membership: null };
  const expiresAt = new Date(row.o.paidAt.getTime() + row.p.validDays * 86_400_000);
  if (expiresAt <= now) return { membership: null };
  return {
    membership: {
      name: textIn(row.p.names, locale, row.p.name),
      purchasedAt: row.o.paidAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      lessonCredits: row.p.lessonCredits,
      practiceCredits: row.p.practiceCredits,
    },
  };
}

export interface PricedRenewal {
  quote: RenewalQuote;
  pkg: PackageRow;
  couponId: number | null;
  giftCode: string | null;
}

/**
 * Prices a renewal: the coupon comes off the price, tax is computed on what is left (inside it when
 * the center prices tax-inclusive), then bucks and a gift code pay part of the total, never more
 * than is due. Everything is exact decimal in the currency's digits (none for yen).
 */
export async function priceRenewal(db: Db | Tx, player: PlayerRow, input: RenewalQuoteRequest, now: Date, locale: Locale): Promise<PricedRenewal> {
  const [pkg] = await db
    .select()
    .from(renewalPackages)
    .where(and(eq(renewalPackages.id, input.packageId), eq(renewalPackages.isActive, true)));
  if (!pkg || pkg.centerId !== player.centerId) throw notFound('Package');
  const currency = pkg.currency;
  const d = digitsOf(currency);
  const tax = await taxOf(db, player.centerId, locale);
  const subtotal = new Decimal(pkg.price);
  const coupon = input.couponCode ? await usableCoupon(db as Tx, player.id, input.couponCode, now) : null;
  if (coupon && coupon.kind === 'amount' && coupon.currency !== currency)
    throw refused('couponCode', `This coupon is in ${coupon.currency}; this package is paid in ${currency}.`, {
      reason: 'coupon-currency',
      couponCurrency: coupon.currency,
      currency,
    });
  const discount = coupon ? couponDiscount(coupon, subtotal, d) : new Decimal(0);
  const net = subtotal.minus(discount);
  const taxAmount = (tax.isInclusive ? net.times(tax.rate).dividedBy(tax.rate.plus(100)) : net.times(tax.rate).dividedBy(100)).toDecimalPlaces(
    d,
    Decimal.ROUND_HALF_UP,
  );
  const due = tax.isInclusive ? net : net.plus(taxAmount);
  const requestedBucks = new Decimal(input.bucks ?? 0);
  if (d === 0 && !requestedBucks.isInteger()) throw refused('bucks', `Use whole bucks in ${currency}.`, { reason: 'bucks-whole', currency });
  if (requestedBucks.greaterThan(0)) {
    const balance = await bucksBalance(db as Db, player.id, now);
    if (requestedBucks.greaterThan(balance))
      throw refused('bucks', `You have ${moneyString(balance, currency)} bucks to use. Lower the bucks.`, {
        reason: 'bucks-too-many',
        balance: moneyString(balance, currency),
        currency,
      });
  }
  const bucksUsed = Decimal.min(requestedBucks, due);
  const gift = input.giftCode ? await giftCodeAvailable(db, input.giftCode, currency, now) : null;
  const giftUsed = gift ? Decimal.min(gift.balance, due.minus(bucksUsed)).toDecimalPlaces(d, Decimal.ROUND_DOWN) : new Decimal(0);
  const total = due.minus(bucksUsed).minus(giftUsed);
  const m = (v: Decimal) => moneyString(v, currency);
  return {
    pkg,
    couponId: coupon?.id ?? null,
    giftCode: gift?.code ?? null,
    quote: {
      packageId: pkg.id,
      name: pkg.name,
      currency,
      subtotal: m(subtotal),
      couponDiscount: m(discount),
      bucksUsed: m(bucksUsed),
      giftUsed: m(giftUsed),
      tax: m(taxAmount),
      taxName: tax.taxName,
      taxRate: tax.rate.toString(),
      isTaxInclusive: tax.isInclusive,
      total: m(total),
    },
  };
}

/** POST /api/renewal/quote: what the renewal would cost with this coupon, bucks and gift code. */
export async function quoteRenewal(ctx: Ctx, caller: PlayerCaller, input: RenewalQuoteRequest, locale: Locale): Promise<RenewalQuote> {
  const player = await playerOfCaller(ctx.db, caller);
  const { pkg, quote } = await priceRenewal(ctx.db, player, input, ctx.clock.now(), locale);
  return { ...quote, name: textIn(pkg.names, locale, pkg.name) };
}
