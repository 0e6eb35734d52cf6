import { DateTime } from 'luxon';
import type { Db } from '../../platform/db/index.ts';
import { ensureCustomer } from '../../commerce/customer/customer.service.ts';
import { codeHashOf } from '../../commerce/memberships/index.ts';
import { launchMonitors, membershipCodes, membershipPlans, membershipPurchases, memberships } from '../../commerce/memberships/memberships.tables.ts';
import { sandboxGatewayTokens } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';

/** The plans of both launch-monitor stores: [sku, name, family, rank, features, USD monthly, USD yearly, CAD monthly, CAD yearly]. */
const PLANS: [string, string, string, number, string[], string, string, string, string][] = [
  ['SKT-GAME-IMPROVE', 'Game Improvement', 'membership', 1, ['practice-range', 'shot-data', 'skills-assessment'], '9.99', '99.99', '12.99', '129.99'],
  [
    'SKT-PLAY-IMPROVE',
    'Play & Improve',
    'membership',
    2,
    ['practice-range', 'shot-data', 'skills-assessment', 'course-play', 'challenges'],
    '19.99',
    '199.99',
    '26.99',
    '269.99',
  ],
  [
    'SKT-PRO',
    'Pro',
    'membership',
    3,
    ['practice-range', 'shot-data', 'skills-assessment', 'course-play', 'challenges', 'pro-data', 'video-sync'],
    '29.99',
    '299.99',
    '39.99',
    '399.99',
  ],
  ['SKT-COURSE-PACK', 'Premium Course Pack', 'courses', 1, ['premium-courses'], '4.99', '49.99', '6.49', '64.99'],
];

/**
 * The plans' names in Japanese and Chinese. French keeps the English names: they are the product's
 * names in the Canadian store (STSVCA) too.
 */
export const PLAN_NAMES: Record<string, { ja: string; zh: string }> = {
  'SKT-GAME-IMPROVE': { ja: 'ゲーム上達', zh: '球技提升' },
  'SKT-PLAY-IMPROVE': { ja: 'プレー＆上達', zh: '畅玩提升' },
  'SKT-PRO': { ja: 'プロ', zh: '专业版' },
  'SKT-COURSE-PACK': { ja: 'プレミアムコースパック', zh: '高级球场包' },
};

/** ESNs the demo and its journeys name. */
export const DEMO_ESNS = {
  simulatorGarage: 'ST21000001',
  simulatorStudio: 'ST21000002',
  coachUnit: 'ST21000010',
  otherOwners: 'ST21000050',
  /** Reported stolen: cannot be registered. */
  stolen: 'ST29999999',
  /** Free to register (ST21000100 … ST21000139). */
  free: 'ST21000101',
} as const;

/** Prepaid cards sold in stores: valid, used and expired (the codes are kept only hashed). */
export const DEMO_PREPAID_CODES = {
  usYear: 'SKYT-RAKP-ASS2-YEAR',
  usMonth: 'PRPD-MNTH-CARD-3333',
  used: 'USED-CARD-ZZZZ-9999',
  expired: 'XPRD-CARD-8888-WWWW',
  caYear: 'CANA-DAPA-SS22-YEAR',
} as const;

/**
 * Launch monitors (every unit the maker knows, some registered), the plans of STSVEN (USD) and
 * STSVCA (CAD), memberships of the simulator users from each source, their purchases, and prepaid
 * codes valid, used and expired. Dates are placed around `now`.
 */
export async function seedMemberships(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const sim = await ensureCustomer(db, { email: DEMO_EMAILS.simulator, firstname: 'Sam', lastname: 'Taylor' });
  const coach = await ensureCustomer(db, { email: DEMO_EMAILS.simulatorCoach, firstname: 'Casey', lastname: 'Kim' });
  const other = await ensureCustomer(db, { email: DEMO_EMAILS.player, firstname: 'Alex', lastname: 'Morgan' });

  await db.insert(membershipPlans).values(
    PLANS.flatMap(([sku, name, family, rank, features, usdM, usdY, cadM, cadY]) => [
      { storeCode: 'STSVEN', sku, name, names: PLAN_NAMES[sku], family, rank, features, monthlyPrice: usdM, yearlyPrice: usdY, currency: 'USD' },
      { storeCode: 'STSVCA', sku, name, names: PLAN_NAMES[sku], family, rank, features, monthlyPrice: cadM, yearlyPrice: cadY, currency: 'CAD' },
    ]),
  );

  const free = Array.from({ length: 40 }, (_, i) => ({ esn: `ST21000${(100 + i).toString()}`, model: i % 3 === 0 ? 'SkyTrak+' : 'SkyTrak' }));
  const units = await db
    .insert(launchMonitors)
    .values([
      { esn: DEMO_ESNS.simulatorGarage, model: 'SkyTrak+', ownerCustomerId: sim.id, name: 'Garage', registeredAt: at(-400) },
      { esn: DEMO_ESNS.simulatorStudio, model: 'SkyTrak', ownerCustomerId: sim.id, name: 'Studio', registeredAt: at(-900) },
      { esn: DEMO_ESNS.coachUnit, model: 'SkyTrak+', ownerCustomerId: coach.id, name: 'Teaching bay', registeredAt: at(-200) },
      { esn: DEMO_ESNS.otherOwners, model: 'SkyTrak', ownerCustomerId: other.id, name: 'Basement', registeredAt: at(-60) },
      { esn: DEMO_ESNS.stolen, model: 'SkyTrak+', blockedReason: 'stolen' as const, reportedAt: at(-30) },
      ...free,
    ])
    .returning({ id: launchMonitors.id, esn: launchMonitors.esn });
  const unit = (esn: string) => units.find((u) => u.esn === esn)!.id;

  // A stored card for renewals, as the gateway's vault keeps it (never a number).
  await db.insert(sandboxGatewayTokens).values([
    {
      token: 'vault_demo_simulator_visa',
      brand: 'VI',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Sam Taylor',
      fingerprint: 'demo-simulator-visa',
      behaviour: 'approve',
      expiresAt: new Date(Date.UTC(2031, 0, 1)),
    },
    {
      token: 'vault_demo_coach_mc',
      brand: 'MC',
      last4: '4444',
      expMonth: 11,
      expYear: 2030,
      holderName: 'Casey Kim',
      fingerprint: 'demo-coach-mc',
      behaviour: 'approve',
      expiresAt: new Date(Date.UTC(2030, 11, 1)),
    },
  ]);
  const yearAfter = (d: Date, zone: string) => DateTime.fromJSDate(d, { zone }).plus({ years: 1 }).toJSDate();
  const monthAfter = (d: Date, zone: string) => DateTime.fromJSDate(d, { zone }).plus({ months: 1 }).toJSDate();
  const base = { createdAt: at(-100), updatedAt: at(-100) };
  const rows = await db
    .insert(memberships)
    .values([
      {
        ...base,
        customerId: sim.id,
        launchMonitorId: unit(DEMO_ESNS.simulatorGarage),
        source: 'skytrak' as const,
        storeCode: 'STSVEN',
        sku: 'SKT-GAME-IMPROVE',
        planName: 'Game Improvement',
        family: 'membership',
        term: 'yearly' as const,
        price: '99.99',
        currency: 'USD',
        status: 'active' as const,
        startsAt: at(-465),
        periodStart: at(-100),
        endsAt: yearAfter(at(-100), 'America/Denver'),
        autoRenew: true,
        card: { token: 'vault_demo_simulator_visa', gateway: 'sandbox' as const, brand: 'VI', last4: '4242' },
      },
      {
        ...base,
        customerId: sim.id,
        launchMonitorId: unit(DEMO_ESNS.simulatorGarage),
        source: 'skytrak' as const,
        storeCode: 'STSVEN',
        sku: 'SKT-COURSE-PACK',
        planName: 'Premium Course Pack',
        family: 'courses',
        term: 'monthly' as const,
        price: '4.99',
        currency: 'USD',
        status: 'expired' as const,
        startsAt: at(-200),
        periodStart: at(-170),
        endsAt: monthAfter(at(-170), 'America/Denver'),
        autoRenew: false,
      },
      {
        ...base,
        customerId: sim.id,
        launchMonitorId: unit(DEMO_ESNS.simulatorStudio),
        source: 'legacy' as const,
        externalId: 'LEG-20418',
        storeCode: 'STSVEN',
        sku: 'SKT-PLAY-IMPROVE',
        planName: 'Play & Improve (legacy)',
        family: 'membership',
        term: 'yearly' as const,
        price: '149.99',
        currency: 'USD',
        status: 'active' as const,
        startsAt: at(-345),
        periodStart: at(-345),
        endsAt: at(20),
        autoRenew: false,
      },
      {
        ...base,
        customerId: sim.id,
        launchMonitorId: unit(DEMO_ESNS.simulatorStudio),
        source: 'simulation' as const,
        externalId: 'SIM-88412',
        storeCode: 'STSVEN',
        sku: 'SKT-COURSE-PACK',
        planName: 'Premium Course Pack',
        family: 'courses',
        term: 'monthly' as const,
        price: '4.99',
        currency: 'USD',
        status: 'active' as const,
        startsAt: at(-48),
        periodStart: at(-18),
        endsAt: at(12),
        autoRenew: true,
      },
      {
        ...base,
        customerId: coach.id,
        launchMonitorId: unit(DEMO_ESNS.coachUnit),
        source: 'skytrak' as const,
        storeCode: 'STSVCA',
        sku: 'SKT-GAME-IMPROVE',
        planName: 'Game Improvement',
        family: 'membership',
        term: 'monthly' as const,
        price: '12.99',
        currency: 'CAD',
        status: 'active' as const,
        startsAt: at(-70),
        periodStart: at(-10),
        endsAt: monthAfter(at(-10), 'America/Toronto'),
        autoRenew: true,
        card: { token: 'vault_demo_coach_mc', gateway: 'moneris' as const, brand: 'MC', last4: '4444' },
      },
    ])
    .returning({ id: memberships.id, sku: memberships.sku, customerId: memberships.customerId, source: memberships.source, status: memberships.status });
  const sky = rows.filter((r) => r.source === 'skytrak');
  await db.insert(membershipPurchases).values(
    sky.map((m, i) => ({
      incrementId: `MS2600000${i + 1}`,
      idempotencyKey: `demo:${m.id}`,
      customerId: m.customerId,
      membershipId: m.id,
      kind: 'purchase' as const,
      status: 'paid' as const,
      storeCode: m.customerId === coach.id ? 'STSVCA' : 'STSVEN',
      sku: m.sku,
      planName: PLANS.find((p) => p[0] === m.sku)![1],
      esn: m.customerId === coach.id ? DEMO_ESNS.coachUnit : DEMO_ESNS.simulatorGarage,
      amount: m.customerId === coach.id ? '12.99' : m.sku === 'SKT-COURSE-PACK' ? '4.99' : '99.99',
      currency: m.customerId === coach.id ? 'CAD' : 'USD',
      card: m.customerId === coach.id ? { brand: 'MC', last4: '4444' } : { brand: 'VI', last4: '4242' },
      createdAt: at(-100 - i),
    })),
  );

  const day = (d: Date) => DateTime.fromJSDate(d, { zone: 'utc' }).toISODate()!;
  const code = (text: string) => ({ codeHash: codeHashOf(text)!, last4: text.slice(-4) });
  await db.insert(membershipCodes).values([
    { ...code(DEMO_PREPAID_CODES.usYear), storeCode: 'STSVEN', sku: 'SKT-GAME-IMPROVE', term: 'yearly' as const, expiresOn: day(at(365)) },
    { ...code(DEMO_PREPAID_CODES.usMonth), storeCode: 'STSVEN', sku: 'SKT-COURSE-PACK', term: 'monthly' as const, terms: 3, expiresOn: day(at(365)) },
    {
      ...code(DEMO_PREPAID_CODES.used),
      storeCode: 'STSVEN',
      sku: 'SKT-GAME-IMPROVE',
      term: 'yearly' as const,
      expiresOn: day(at(300)),
      redeemedAt: at(-100),
      redeemedBy: sim.id,
      membershipId: rows[0]!.id,
    },
    { ...code(DEMO_PREPAID_CODES.expired), storeCode: 'STSVEN', sku: 'SKT-GAME-IMPROVE', term: 'yearly' as const, expiresOn: day(at(-10)) },
    { ...code(DEMO_PREPAID_CODES.caYear), storeCode: 'STSVCA', sku: 'SKT-GAME-IMPROVE', term: 'yearly' as const, expiresOn: day(at(365)) },
  ]);
}
