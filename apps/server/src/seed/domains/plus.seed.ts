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
  {
    kind: 'game-plan',
    name: 'Game Plan · 3 months',
    names: { en: 'Game Plan · 3 months', fr: 'Game Plan · 3 mois', ja: 'ゲームプラン · 3か月', zh: '比赛计划 · 3个月' },
    price: '799.00',
    lessonCredits: 6,
    practiceCredits: 12,
    validDays: 90,
    sort: 1,
  },
  {
    kind: 'game-plan',
    name: 'Game Plan · 6 months',
    names: { en: 'Game Plan · 6 months', fr: 'Game Plan · 6 mois', ja: 'ゲームプラン · 6か月', zh: '比赛计划 · 6个月' },
    price: '1449.00',
    lessonCredits: 12,
    practiceCredits: 24,
    validDays: 180,
    sort: 2,
  },
  {
    kind: 'lesson-pack',
    name: '5 Lesson Pack',
    names: { en: '5 Lesson Pack', fr: 'Forfait 5 leçons', ja: 'レッスン 5回パック', zh: '5节课程套餐' },
    price: '449.00',
    lessonCredits: 5,
    practiceCredits: 0,
    validDays: 180,
    sort: 3,
  },
  {
    kind: 'lesson-pack',
    name: '10 Lesson Pack',
    names: { en: '10 Lesson Pack', fr: 'Forfait 10 leçons', ja: 'レッスン 10回パック', zh: '10节课程套餐' },
    price: '849.00',
    lessonCredits: 10,
    practiceCredits: 0,
    validDays: 365,
    sort: 4,
  },
  {
    kind: 'practice-plan',
    name: '10 Practice Sessions',
    names: { en: '10 Practice Sessions', fr: '10 séances d’entraînement', ja: '練習 10回プラン', zh: '10次练习' },
    price: '199.00',
    lessonCredits: 0,
    practiceCredits: 10,
    validDays: 120,
    sort: 5,
  },
];
const CA_MEMBERSHIPS: Pack[] = [
  {
    kind: 'membership-pack',
    name: 'Silver Membership · 1 month',
    names: { en: 'Silver Membership · 1 month', fr: 'Adhésion Argent · 1 mois', ja: 'シルバー会員 · 1か月', zh: '银卡会员 · 1个月' },
    price: '199.00',
    lessonCredits: 2,
    practiceCredits: 4,
    validDays: 30,
    sort: 1,
  },
  {
    kind: 'membership-pack',
    name: 'Gold Membership · 1 month',
    names: { en: 'Gold Membership · 1 month', fr: 'Adhésion Or · 1 mois', ja: 'ゴールド会員 · 1か月', zh: '金卡会员 · 1个月' },
    price: '349.00',
    lessonCredits: 4,
    practiceCredits: 8,
    validDays: 30,
    sort: 2,
  },
];
const JP_PACKS: Pack[] = [
  {
    kind: 'game-plan',
    name: 'ゲームプラン 3か月',
    names: { en: 'Game Plan · 3 months', fr: 'Game Plan · 3 mois', ja: 'ゲームプラン 3か月', zh: '比赛计划 · 3个月' },
    price: '88000',
    lessonCredits: 6,
    practiceCredits: 12,
    validDays: 90,
    sort: 1,
  },
  {
    kind: 'lesson-pack',
    name: 'レッスン 5回パック',
    names: { en: '5 Lesson Pack', fr: 'Forfait 5 leçons', ja: 'レッスン 5回パック', zh: '5节课程套餐' },
    price: '44000',
    lessonCredits: 5,
    practiceCredits: 0,
    validDays: 180,
    sort: 2,
  },
  {
    kind: 'lesson-pack',
    name: 'レッスン 10回パック',
    names: { en: '10 Lesson Pack', fr: 'Forfait 10 leçons', ja: 'レッスン 10回パック', zh: '10节课程套餐' },
    price: '83600',
    lessonCredits: 10,
    practiceCredits: 0,
    validDays: 365,
    sort: 3,
  },
  {
    kind: 'practice-plan',
    name: '練習 10回プラン',
    names: { en: '10 Practice Sessions', fr: '10 séances d’entraînement', ja: '練習 10回プラン', zh: '10次练习' },
    price: '19800',
    lessonCredits: 0,
    practiceCredits: 10,
    validDays: 120,
    sort: 4,
  },
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
      noteNames: { en: 'Spring swing promotion', fr: 'Promotion swing de printemps', ja: '春のスイングキャンペーン', zh: '春季挥杆促销' },
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
      noteNames: { en: 'Winter clinic', fr: 'Stage d’hiver', ja: 'ウィンタークリニック', zh: '冬季训练营' },
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
      noteNames: { en: 'Cancelled range session', fr: 'Séance de practice annulée', ja: 'キャンセルされた打席練習', zh: '已取消的练习场课程' },
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
      noteNames: { en: 'Spring promotion', fr: 'Promotion de printemps', ja: '春のキャンペーン', zh: '春季促销' },
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
      names: { en: '15% off a renewal', fr: '15 % de remise sur un renouvellement', ja: '更新が15%オフ', zh: '续订享85折' },
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
      names: { en: '$25 off a lesson pack', fr: '25 $ de remise sur un forfait de leçons', ja: 'レッスンパックが25ドルオフ', zh: '课程套餐减25美元' },
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
      names: { en: 'Welcome: $20 off', fr: 'Bienvenue : 20 $ de remise', ja: 'ようこそ：20ドルオフ', zh: '欢迎：减20美元' },
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
      names: { en: '10% off (autumn)', fr: '10 % de remise (automne)', ja: '10%オフ（秋）', zh: '九折（秋季）' },
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
      names: { en: '¥2,000 off', fr: '2 000 ¥ de remise', ja: '2,000円オフ', zh: '减2,000日元' },
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
