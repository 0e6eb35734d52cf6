import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { centers, players } from '../../portal/account/account.tables.ts';
import { gearRecommendations } from '../../portal/gear/gear.tables.ts';
import { plusSubscriptions } from '../../portal/plus/plus.tables.ts';
import { renewalPackages } from '../../portal/renewal/renewal.tables.ts';
import { bucksCredits, playerCoupons, referrals } from '../../portal/wallet/wallet.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';

const DAY = 86_400_000;
type Pack = Omit<typeof renewalPackages.$inferInsert, 'centerId' | 'currency'>;

const US_PACKS: Pack[] = [
  { kind: 'game-plan', name: 'Game Plan · 3 months', price: '799.00', lessonCredits: 6, practiceCredits: 12, validDays: 90, sort: 1 },
  { kind: 'game-plan', name: 'Game Plan · 6 months', price: '1449.00', lessonCredits: 12, practiceCredits: 24, validDays: 180, sort: 2 },
  { kind: 'lesson-pack', name: '5 Lesson Pack', price: '449.00', lessonCredits: 5, practiceCredits: 0, validDays: 180, sort: 3 },
  { kind: 'lesson-pack', name: '10 Lesson Pack', price: '849.00', lessonCredits: 10, practiceCredits: 0, validDays: 365, sort: 4 },
  { kind: 'practice-plan', name: '10 Practice Sessions', price: '199.00', lessonCredits: 0, practiceCredits: 10, validDays: 120, sort: 5 },
];
const CA_MEMBERSHIPS: Pack[] = [
  { kind: 'membership-pack', name: 'Silver Membership · 1 month', price: '199.00', lessonCredits: 2, practiceCredits: 4, validDays: 30, sort: 1 },
  { kind: 'membership-pack', name: 'Gold Membership · 1 month', price: '349.00', lessonCredits: 4, practiceCredits: 8, validDays: 30, sort: 2 },
];
const JP_PACKS: Pack[] = [
  { kind: 'game-plan', name: 'ゲームプラン 3か月', price: '88000', lessonCredits: 6, practiceCredits: 12, validDays: 90, sort: 1 },
  { kind: 'lesson-pack', name: 'レッスン 5回パック', price: '44000', lessonCredits: 5, practiceCredits: 0, validDays: 180, sort: 2 },
  { kind: 'lesson-pack', name: 'レッスン 10回パック', price: '83600', lessonCredits: 10, practiceCredits: 0, validDays: 365, sort: 3 },
  { kind: 'practice-plan', name: '練習 10回プラン', price: '19800', lessonCredits: 0, practiceCredits: 10, validDays: 120, sort: 4 },
];

/**
 * Plus, wallet, gear and renewal demo data: centers selling game plans and lesson packs (Manhattan,
 * Irvine), one selling membership packs (Toronto), a Japan center with tax-inclusive yen prices;
 * bucks from a referral and promotions, coupons pending and used, and coaches' gear picks.
 */
export async function seedPlus(db: Db, now: Date): Promise<void> {
  const centerRows = await db.select({ id: centers.id, name: centers.name, region: centers.region }).from(centers);
  const byName = (part: string) => centerRows.find((c) => c.name.includes(part))!;
  const manhattan = byName('Manhattan');
  const irvine = byName('Irvine');
  const toronto = byName('Toronto');
  const ginza = byName('銀座');
  const packs = [
    ...US_PACKS.map((p) => ({ ...p, centerId: manhattan.id, currency: 'USD' })),
    ...US_PACKS.map((p) => ({ ...p, centerId: irvine.id, currency: 'USD' })),
    ...CA_MEMBERSHIPS.map((p) => ({ ...p, centerId: toronto.id, currency: 'CAD' })),
    ...JP_PACKS.map((p) => ({ ...p, centerId: ginza.id, currency: 'JPY' })),
  ];
  await db.insert(renewalPackages).values(packs);

  const demo = await db
    .select()
    .from(players)
    .where(inArray(players.email, [DEMO_EMAILS.player, DEMO_EMAILS.playerJp, DEMO_EMAILS.parent]));
  const player = demo.find((p) => p.email === DEMO_EMAILS.player)!;
  const playerJp = demo.find((p) => p.email === DEMO_EMAILS.playerJp)!;
  const parent = demo.find((p) => p.email === DEMO_EMAILS.parent)!;
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  // Morgan (parent) joined through Jordan's link and has bought a package: Jordan's referral bucks.
  await db.insert(referrals).values({ referredPlayerId: parent.id, referrerPlayerId: player.id, createdAt: at(-40), creditedAt: at(-30) });
  await db.insert(bucksCredits).values([
    {
      playerId: player.id,
      source: 'referral',
      note: 'Morgan R.',
      amount: '100.00',
      remaining: '100.00',
      currency: 'USD',
      sourceRef: `referral:${parent.id}`,
      createdAt: at(-30),
      expiresAt: at(335),
    },
    {
      playerId: player.id,
      source: 'promotion',
      note: 'Spring swing promotion',
      amount: '25.00',
      remaining: '25.00',
      currency: 'USD',
      sourceRef: 'promotion:spring:player',
      createdAt: at(-12),
      expiresAt: at(48),
    },
    {
      playerId: player.id,
      source: 'promotion',
      note: 'Winter clinic',
      amount: '15.00',
      remaining: '15.00',
      currency: 'USD',
      sourceRef: 'promotion:winter:player',
      createdAt: at(-100),
      expiresAt: at(-10),
    },
    {
      playerId: player.id,
      source: 'refund',
      note: 'Cancelled range session',
      amount: '12.50',
      remaining: '0.00',
      currency: 'USD',
      sourceRef: 'refund:range:player',
      createdAt: at(-60),
      expiresAt: null,
    },
    {
      playerId: playerJp.id,
      source: 'promotion',
      note: '春のキャンペーン',
      amount: '3000',
      remaining: '3000',
      currency: 'JPY',
      sourceRef: 'promotion:spring:jp',
      createdAt: at(-5),
      expiresAt: at(85),
    },
  ]);
  // Player JP bought a year of Plus on the Japan site (paid at a shop counter: nothing to renew,
  // so it ends at its period end); its plus-only videos are open to them.
  const plusEnd = at(300);
  await db.insert(plusSubscriptions).values({
    playerId: playerJp.id,
    state: 'active',
    plan: 'yearly',
    currentPeriodEnd: plusEnd,
    cancelAtPeriodEnd: 1,
    price: '9800',
    currency: 'JPY',
    nextAttemptAt: plusEnd,
    updatedAt: at(-65),
  });
  await db.insert(playerCoupons).values([
    {
      playerId: player.id,
      code: 'SPRING15',
      name: '15% off a renewal',
      kind: 'percent',
      value: '15',
      currency: 'USD',
      status: 0,
      createdAt: at(-10),
      expiresAt: at(45),
    },
    {
      playerId: player.id,
      code: 'LESSON25',
      name: '$25 off a lesson pack',
      kind: 'amount',
      value: '25.00',
      currency: 'USD',
      status: 0,
      createdAt: at(-3),
      expiresAt: null,
    },
    {
      playerId: player.id,
      code: 'WELCOME20',
      name: 'Welcome: $20 off',
      kind: 'amount',
      value: '20.00',
      currency: 'USD',
      status: 1,
      usedRef: 'seed',
      usedAt: at(-50),
      createdAt: at(-90),
      expiresAt: null,
    },
    {
      playerId: player.id,
      code: 'FALL10',
      name: '10% off (autumn)',
      kind: 'percent',
      value: '10',
      currency: 'USD',
      status: 0,
      createdAt: at(-80),
      expiresAt: at(-20),
    },
    {
      playerId: playerJp.id,
      code: 'JP2000',
      name: '2,000円オフ',
      kind: 'amount',
      value: '2000',
      currency: 'JPY',
      status: 0,
      createdAt: at(-4),
      expiresAt: at(60),
    },
  ]);

  const [coach] = player.coachId ? [player.coachId] : [];
  if (coach) {
    await db.insert(gearRecommendations).values([
      { playerId: player.id, coachId: coach, sku: 'NW-MALLET-PT', note: 'A face-balanced mallet suits your straight-back stroke.', createdAt: at(-6) },
      { playerId: player.id, coachId: coach, sku: 'AF-TOUR-BALL', note: 'A softer tour ball for more spin around the greens.', createdAt: at(-6) },
      { playerId: player.id, coachId: coach, sku: 'HC-DRV', note: 'Protect the new driver head in your bag.', createdAt: at(-2) },
    ]);
  }
  if (playerJp.coachId) {
    await db
      .insert(gearRecommendations)
      .values([
        { playerId: playerJp.id, coachId: playerJp.coachId, sku: 'AF-TOUR-BALL', note: 'グリーン周りでスピンがかかるソフトなボールです。', createdAt: at(-3) },
      ]);
  }
}
