import type { Locale } from '@golf/contracts';
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { nextOrderNumber } from '../../commerce/cart/index.ts';
import { cartRules, coupons } from '../../commerce/cart/cart-rules.tables.ts';
import { ensureCustomer } from '../../commerce/customer/customer.service.ts';
import { type ClubOrderAddress } from '../../commerce/fitting-orders/index.ts';
import { clubComponents, customClubItems, customClubOrders, depositGiftCodes } from '../../commerce/fitting-orders/fitting-orders.tables.ts';
import { centers, players } from '../../portal/account/account.tables.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';

/** Heads, shafts and grips the centers build with; one shaft is discontinued (the club_errors path). */
const COMPONENTS: [sku: string, vendor: string, name: string, code: 'head_model' | 'shaft_model' | 'grip_model', sold?: false][] = [
  ['HD-QI10MAX-105', 'TaylorMade', 'Qi10 Max 10.5°', 'head_model'],
  ['HD-PARADYM-9', 'Callaway', 'Paradym Ai Smoke 9°', 'head_model'],
  ['HD-MIZPRO245', 'Mizuno', 'Pro 245 iron', 'head_model'],
  ['HD-SM10-56', 'Titleist', 'Vokey SM10 56.10S', 'head_model'],
  ['HD-AIONE7', 'Odyssey', 'Ai-ONE #7 putter', 'head_model'],
  ['SH-VENTUS-BLUE-6S', 'Fujikura', 'Ventus Blue 6 S', 'shaft_model'],
  ['SH-HZRDUS-BLK-7X', 'Project X', 'HZRDUS Black 70 X (discontinued)', 'shaft_model', false],
  ['SH-KBS-TOUR-S', 'KBS', 'Tour 120 S', 'shaft_model'],
  ['SH-DG-S200', 'True Temper', 'Dynamic Gold S200', 'shaft_model'],
  ['SH-PUTTER-STEPPED', 'True Temper', 'Stepped putter shaft', 'shaft_model'],
  ['GR-TOURVELVET-STD', 'Golf Pride', 'Tour Velvet Standard', 'grip_model'],
  ['GR-ZENERGY-20', 'SuperStroke', 'Zenergy 2.0', 'grip_model'],
];
const TITLES = { head_model: 'Head', shaft_model: 'Shaft', grip_model: 'Grip' };
/** The components' names in the other languages, as their makers sell them there (the same in the migration club_component_names). */
export const COMPONENT_NAMES: Record<string, Partial<Record<Locale, string>>> = {
  'HD-QI10MAX-105': { ja: 'Qi10 MAX ドライバー 10.5°', zh: 'Qi10 MAX 一号木 10.5°' },
  'HD-PARADYM-9': { ja: 'PARADYM Ai SMOKE ドライバー 9°', zh: 'PARADYM Ai SMOKE 一号木 9°' },
  'HD-MIZPRO245': { fr: 'Fer Pro 245', ja: 'Pro 245 アイアン', zh: 'Pro 245 铁杆' },
  'HD-SM10-56': { ja: 'ボーケイ SM10 ウェッジ 56.10S', zh: 'Vokey SM10 挖起杆 56.10S' },
  'HD-AIONE7': { fr: 'Putter Ai-ONE #7', ja: 'Ai-ONE #7 パター', zh: 'Ai-ONE #7 推杆' },
  'SH-VENTUS-BLUE-6S': { ja: 'ベンタス ブルー 6 S', zh: 'Ventus 蓝 6 S' },
  'SH-HZRDUS-BLK-7X': { fr: 'HZRDUS Black 70 X (plus fabriqué)', ja: 'HZRDUS ブラック 70 X（販売終了）', zh: 'HZRDUS 黑 70 X（已停产）' },
  'SH-KBS-TOUR-S': { ja: 'KBS ツアー 120 S', zh: 'KBS Tour 120 S' },
  'SH-DG-S200': { ja: 'ダイナミックゴールド S200', zh: 'Dynamic Gold S200' },
  'SH-PUTTER-STEPPED': { fr: 'Manche de putter à paliers', ja: 'ステップ付きパターシャフト', zh: '阶梯式推杆杆身' },
  'GR-TOURVELVET-STD': { fr: 'Tour Velvet standard', ja: 'ツアーベルベット スタンダード', zh: 'Tour Velvet 标准款' },
  'GR-ZENERGY-20': { ja: 'ゼナジー 2.0', zh: 'Zenergy 2.0' },
};

type Club = {
  group: number;
  club: string;
  name: string;
  vendor: string;
  head: string;
  shaft: string;
  grip: string;
  price: string;
  loft: string;
  lie: string;
  length: string;
};

const driver = (group: number, shaft = 'SH-VENTUS-BLUE-6S', head = 'HD-QI10MAX-105'): Club => ({
  group,
  club: 'driver',
  name: 'Custom driver',
  vendor: 'TaylorMade',
  head,
  shaft,
  grip: 'GR-TOURVELVET-STD',
  price: '629.00',
  loft: '10.5',
  lie: '58',
  length: '45.5',
});
const iron = (group: number, n: number): Club => ({
  group,
  club: `${n}i`,
  name: `Custom ${n}-iron`,
  vendor: 'Mizuno',
  head: 'HD-MIZPRO245',
  shaft: 'SH-KBS-TOUR-S',
  grip: 'GR-TOURVELVET-STD',
  price: '189.00',
  loft: String(30 - (7 - n) * 4),
  lie: String(62.5 - (7 - n) * 0.5),
  length: String(37 + (7 - n) * 0.5),
});
const wedge = (group: number): Club => ({
  group,
  club: 'sw',
  name: 'Custom sand wedge',
  vendor: 'Titleist',
  head: 'HD-SM10-56',
  shaft: 'SH-DG-S200',
  grip: 'GR-TOURVELVET-STD',
  price: '199.00',
  loft: '56',
  lie: '64',
  length: '35.25',
});
/** The Japan store's order lines are named in Japanese, as its fitter writes them. */
const JA_NAMES: Record<string, string> = { driver: 'カスタムドライバー', sw: 'カスタムサンドウェッジ', putter: 'カスタムパター' };
const jaName = (k: Club) => JA_NAMES[k.club] ?? (k.club.endsWith('i') ? `カスタム${k.club.slice(0, -1)}番アイアン` : k.name);
/** The other languages' names of an English-named order line (the same in the migration club_names_per_language). */
const otherNames = (k: Club): Partial<Record<Locale, string>> => {
  const n = k.club.endsWith('i') ? k.club.slice(0, -1) : null;
  const names: Record<string, Partial<Record<Locale, string>>> = {
    driver: { fr: 'Driver sur mesure', zh: '定制一号木' },
    sw: { fr: 'Sand wedge sur mesure', zh: '定制沙坑挖起杆' },
    putter: { fr: 'Putter sur mesure', zh: '定制推杆' },
  };
  return { ...(n ? { fr: `Fer ${n} sur mesure`, zh: `定制 ${n} 号铁杆` } : names[k.club]), ja: jaName(k) };
};
const putter = (group: number): Club => ({
  group,
  club: 'putter',
  name: 'Custom putter',
  vendor: 'Odyssey',
  head: 'HD-AIONE7',
  shaft: 'SH-PUTTER-STEPPED',
  grip: 'GR-ZENERGY-20',
  price: '349.00',
  loft: '3',
  lie: '70',
  length: '34',
});

/**
 * Custom club orders in each state for the demo players (made from their fitting sessions), the
 * components they are built from, gift codes and deposit coupons.
 */
export async function seedFittingOrders(db: Db, sessionIds: number[]): Promise<void> {
  await db.insert(clubComponents).values(
    COMPONENTS.map(([sku, vendor, name, code, sold]) => ({
      sku,
      vendor,
      name,
      names: COMPONENT_NAMES[sku] ?? {},
      attributeCode: code,
      attributeTitle: TITLES[code],
      isSold: sold !== false,
    })),
  );
  const [rule] = await db
    .insert(cartRules)
    .values({
      name: 'Fitting deposit 50 off',
      label: '50 off a fitting deposit (FITTING50)',
      labels: { fr: '50 de remise sur l’acompte de fitting (FITTING50)', ja: 'フィッティング予約金から50オフ（FITTING50）', zh: '试打定金减50（FITTING50）' },
      storeCodes: ['US', 'CA'],
      actionType: 'cart_fixed',
      discountAmount: '50',
      sortOrder: 50,
    })
    .returning({ id: cartRules.id });
  await db.insert(coupons).values({ ruleId: rule!.id, code: 'FITTING50', usageLimit: 100 });
  await db.insert(depositGiftCodes).values([
    { code: 'GIFT-FIT-100', balance: '100.0000', currency: 'USD', storeCodes: ['US'] },
    { code: 'GIFT-FIT-BIG', balance: '5000.0000', currency: 'USD', storeCodes: ['US'] },
    { code: 'GIFT-FIT-EMPTY', balance: '0.0000', currency: 'USD', storeCodes: ['US'] },
    { code: 'GIFT-JP-10000', balance: '10000.0000', currency: 'JPY', storeCodes: ['JP'] },
  ]);

  const people = await db
    .select()
    .from(players)
    .where(inArray(players.email, [DEMO_EMAILS.player, DEMO_EMAILS.playerJp]));
  const centerRows = await db.select().from(centers);
  const person = (email: string) => people.find((p) => p.email === email)!;
  const jordan = person(DEMO_EMAILS.player);
  const shota = person(DEMO_EMAILS.playerJp);
  const us = await ensureCustomer(db, { email: jordan.email!, firstname: jordan.firstName, lastname: jordan.lastName });
  const jp = await ensureCustomer(db, { email: shota.email!, firstname: shota.firstName, lastname: shota.lastName });
  const centerOf = (id: number | null) => centerRows.find((c) => c.id === id)!;
  const centerAddress = (c: (typeof centerRows)[number]): ClubOrderAddress => ({
    firstname: c.name,
    lastname: 'Fitting studio',
    street: [c.street],
    city: c.city,
    region: c.state || null,
    postcode: c.postalCode || null,
    countryId: c.country,
    telephone: c.phone || null,
  });
  const jordanAddress: ClubOrderAddress = {
    firstname: 'Jordan',
    lastname: 'Lee',
    street: ['2 Park Plaza', 'Suite 400'],
    city: 'Irvine',
    region: 'CA',
    postcode: '92614',
    countryId: 'US',
    telephone: '+1 949 555 0134',
  };
  const [s1, s2, s3, , putterSession] = sessionIds;
  const sessionAt: Record<number, [string, string]> = {
    [s1!]: ['driver', '2026-02-14T16:00:00Z'],
    [s2!]: ['driver', '2025-11-08T15:30:00Z'],
    [s3!]: ['driver', '2026-01-20T02:00:00Z'],
    [putterSession!]: ['putter', '2026-02-21T17:00:00Z'],
  };
  const nextNumber = async () => await nextOrderNumber(db);

  const order = async (o: {
    id: string;
    customer: typeof us;
    store: 'US' | 'JP';
    session: number;
    clubs: Club[];
    depositRate: string;
    state: 'pending' | 'ordered' | 'financed' | 'shipped' | 'deleted';
    billed?: boolean;
    created: string;
    yen?: boolean;
  }) => {
    const c = centerOf(o.store === 'JP' ? shota.centerId : jordan.centerId);
    const rate = o.yen ? 160 : 1;
    const prices = o.clubs.map((k) => new Decimal(k.price).times(rate));
    const subtotal = prices.reduce((a, b) => a.plus(b), new Decimal(0));
    const deposit = subtotal.times(o.depositRate).toDecimalPlaces(o.yen ? 0 : 2, Decimal.ROUND_HALF_UP);
    const paid = o.state === 'ordered' || o.state === 'financed' || o.state === 'shipped';
    const [row] = await db
      .insert(customClubOrders)
      .values({
        incrementId: o.id,
        customerId: o.customer.id,
        storeCode: o.store,
        currency: o.yen ? 'JPY' : 'USD',
        status: o.state,
        centerName: c.name,
        centerAddress: centerAddress(c),
        subtotal: subtotal.toFixed(4),
        deposit: deposit.toFixed(4),
        billingAddress:
          o.billed || paid
            ? o.yen
              ? {
                  firstname: '翔太',
                  lastname: '佐藤',
                  street: ['銀座4-6-16'],
                  city: '中央区',
                  region: '東京都',
                  postcode: '104-0061',
                  countryId: 'JP',
                  telephone: '03-5555-0101',
                }
              : jordanAddress
            : null,
        shippingAddress: o.billed || paid ? centerAddress(c) : null,
        isPickup: true,
        depositCharged: paid ? deposit.toFixed(4) : '0',
        depositMethod: o.state === 'financed' ? 'affirm' : paid ? 'card' : null,
        depositChargeId: paid ? `seed-${o.id}` : null,
        ccType: paid && o.state !== 'financed' ? 'VI' : null,
        ccLast4: paid && o.state !== 'financed' ? '4242' : null,
        orderNumber: paid ? await nextNumber() : null,
        balance: paid ? subtotal.minus(deposit).toFixed(4) : null,
        balanceMethod: paid ? 'checkmo' : null,
        paidAt: paid ? new Date(new Date(o.created).getTime() + 3_600_000) : null,
        shippedAt: o.state === 'shipped' ? new Date(new Date(o.created).getTime() + 21 * 86_400_000) : null,
        createdAt: new Date(o.created),
      })
      .returning({ id: customClubOrders.id });
    const [type, created] = sessionAt[o.session]!;
    await db.insert(customClubItems).values(
      o.clubs.map((k, i) => ({
        orderId: row!.id,
        groupId: k.group,
        sessionId: o.session,
        sessionType: type,
        sessionCreated: new Date(created),
        clubType: k.club,
        productType: k.club === 'putter' ? 'putter' : k.club === 'driver' ? 'wood' : k.club.endsWith('i') ? 'iron' : 'wedge',
        productName: o.yen ? jaName(k) : k.name,
        productNames: o.yen ? {} : otherNames(k),
        sku: `CUSTOM-${k.club.toUpperCase()}`,
        vendor: k.vendor,
        components: { head_model: k.head, shaft_model: k.shaft, grip_model: k.grip },
        build: { loft: k.loft, lie: k.lie, length: k.length },
        price: prices[i]!.toFixed(4),
      })),
    );
  };

  const irons = [5, 6, 7, 8, 9].map((n) => iron(2, n));
  await order({
    id: 'CC100001',
    customer: us,
    store: 'US',
    session: s1!,
    clubs: [driver(1), ...irons, wedge(3)],
    depositRate: '0.3',
    state: 'pending',
    billed: true,
    created: '2026-02-15T18:00:00Z',
  });
  await order({
    id: 'CC100002',
    customer: us,
    store: 'US',
    session: s2!,
    clubs: [driver(1, 'SH-HZRDUS-BLK-7X', 'HD-PARADYM-9')],
    depositRate: '0.3',
    state: 'pending',
    created: '2025-11-09T18:00:00Z',
  });
  await order({
    id: 'CC100003',
    customer: us,
    store: 'US',
    session: putterSession!,
    clubs: [putter(1)],
    depositRate: '0',
    state: 'pending',
    billed: true,
    created: '2026-02-22T18:00:00Z',
  });
  await order({
    id: 'CC100004',
    customer: us,
    store: 'US',
    session: s1!,
    clubs: [wedge(1)],
    depositRate: '0.5',
    state: 'ordered',
    created: '2026-01-10T18:00:00Z',
  });
  await order({
    id: 'CC100005',
    customer: us,
    store: 'US',
    session: s1!,
    clubs: [driver(1)],
    depositRate: '0.3',
    state: 'financed',
    created: '2026-01-12T18:00:00Z',
  });
  await order({
    id: 'CC100006',
    customer: us,
    store: 'US',
    session: s2!,
    clubs: [driver(1)],
    depositRate: '0.3',
    state: 'shipped',
    created: '2025-11-10T18:00:00Z',
  });
  await order({
    id: 'CC100007',
    customer: us,
    store: 'US',
    session: s2!,
    clubs: [wedge(1)],
    depositRate: '0.3',
    state: 'deleted',
    created: '2025-11-11T18:00:00Z',
  });
  await order({
    id: 'CC100008',
    customer: us,
    store: 'US',
    session: s2!,
    clubs: [driver(1)],
    depositRate: '0.3',
    state: 'pending',
    billed: true,
    created: '2026-02-20T18:00:00Z',
  });
  await order({
    id: 'CC200001',
    customer: jp,
    store: 'JP',
    session: s3!,
    clubs: [driver(1), iron(2, 7)],
    depositRate: '0.3',
    state: 'pending',
    billed: true,
    created: '2026-01-21T05:00:00Z',
    yen: true,
  });
}
