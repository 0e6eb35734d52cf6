import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { centers, players } from '../../portal/account/account.tables.ts';
import { cartRules, coupons } from '../../commerce/cart/cart-rules.tables.ts';
import { taxRates } from '../../commerce/tax/tax.tables.ts';
import { customerAddresses } from '../../commerce/addresses/addresses.tables.ts';
import { ensureCustomer } from '../../commerce/customer/customer.service.ts';
import { centerPickupCode } from '../../commerce/pickup/index.ts';
import { findRegion } from '../../platform/geo/countries.ts';
import { DEMO_EMAILS } from '../demo-accounts.ts';
import { seedPastOrders } from './checkout-orders.seed.ts';
import { taxTitlesOf } from './tax-titles.ts';

/**
 * Sales tax by US state and Canadian province, the combined local rates of the demo centers' cities
 * (New York City 8.875 %, Irvine 7.75 %), and Japan's consumption tax, included in prices (rates as
 * published for 2026).
 */
const TAX_RATES: { country: string; region: string | null; postcode?: string; title: string; rate: string; included?: boolean }[] = [
  ...(
    [
      ['AZ', '5.6'],
      ['CA', '7.25'],
      ['CO', '2.9'],
      ['FL', '6'],
      ['GA', '4'],
      ['IL', '6.25'],
      ['MA', '6.25'],
      ['MI', '6'],
      ['NC', '4.75'],
      ['NJ', '6.625'],
      ['NY', '4'],
      ['OH', '5.75'],
      ['PA', '6'],
      ['TX', '6.25'],
      ['WA', '6.5'],
    ] as const
  ).map(([region, rate]) => ({ country: 'US', region, title: `${region} Sales Tax`, rate })),
  { country: 'CA', region: 'ON', title: 'HST', rate: '13' },
  { country: 'CA', region: 'NB', title: 'HST', rate: '15' },
  { country: 'CA', region: 'NL', title: 'HST', rate: '15' },
  { country: 'CA', region: 'PE', title: 'HST', rate: '15' },
  { country: 'CA', region: 'NS', title: 'HST', rate: '14' },
  ...['QC', 'BC', 'AB', 'MB', 'SK', 'NT', 'NU', 'YT'].map((region) => ({ country: 'CA', region, title: 'GST', rate: '5' })),
  { country: 'CA', region: 'QC', title: 'QST', rate: '9.975' },
  { country: 'CA', region: 'BC', title: 'PST', rate: '7' },
  { country: 'CA', region: 'MB', title: 'PST', rate: '7' },
  { country: 'CA', region: 'SK', title: 'PST', rate: '6' },
  // New York City: state 4 % + city 4.5 % + MCTD 0.375 %, on every Manhattan, Bronx and Staten Island postcode.
  ...['100*', '101*', '102*', '103*', '104*'].map((postcode) => ({ country: 'US', region: 'NY', postcode, title: 'NY Sales Tax', rate: '8.875' })),
  { country: 'US', region: 'CA', postcode: '926*', title: 'CA Sales Tax', rate: '7.75' },
  { country: 'JP', region: null, title: '消費税', rate: '10', included: true },
];

/**
 * The shop's money rules and the demo customers' history: tax rates per region, cart price rules with
 * coupons (percent, fixed per item, fixed per cart, limited, expired, automatic), address books and
 * past orders for the demo shoppers.
 */
export async function seedCheckout(db: Db, now: Date): Promise<void> {
  // Memberships supplied at a center (Plus) pay the same rates as goods in these places.
  await db.insert(taxRates).values(
    (['goods', 'center_membership'] as const).flatMap((productClass) =>
      TAX_RATES.map((t) => ({
        countryCode: t.country,
        regionCode: t.region,
        postcode: t.postcode ?? null,
        title: t.title,
        titles: taxTitlesOf(t.title, t.region),
        rate: t.rate,
        includedInPrice: t.included ?? false,
        productClass,
      })),
    ),
  );
  const rules = await db
    .insert(cartRules)
    .values([
      {
        name: '10% off everything',
        label: '10% off (GOLF10)',
        labels: { fr: '10 % de remise (GOLF10)', ja: '10%オフ（GOLF10）', zh: '九折（GOLF10）' },
        storeCodes: ['US', 'CA', 'JP'],
        actionType: 'by_percent',
        discountAmount: '10',
        sortOrder: 10,
      },
      {
        name: '20 off orders of 200 or more',
        label: '20 off orders over 200',
        labels: { fr: '20 de remise dès 200 d’achat', ja: '200以上のご注文で20オフ', zh: '订单满200减20' },
        storeCodes: ['US', 'CA'],
        conditions: { minSubtotal: '200' },
        actionType: 'cart_fixed',
        discountAmount: '20',
        sortOrder: 20,
      },
      {
        name: 'Welcome: 5 off each item, first order',
        label: 'Welcome discount',
        labels: { fr: 'Remise de bienvenue', ja: 'ウェルカム割引', zh: '新客优惠' },
        storeCodes: ['US', 'CA', 'JP'],
        actionType: 'by_fixed',
        discountAmount: '5',
        maxDiscountQty: '1',
        sortOrder: 30,
      },
      {
        name: 'Summer 2024',
        label: 'Summer sale',
        labels: { fr: 'Soldes d’été', ja: 'サマーセール', zh: '夏季促销' },
        storeCodes: ['US', 'CA', 'JP'],
        actionType: 'by_percent',
        discountAmount: '15',
        toDate: '2024-08-31',
        sortOrder: 40,
      },
      {
        name: 'Putting mat bonus',
        label: 'Alignment sticks half price with a putting mat',
        labels: {
          fr: 'Bâtons d’alignement à moitié prix avec un tapis de putting',
          ja: 'パターマットと一緒でアライメントスティック半額',
          zh: '购买推杆练习垫，瞄准杆半价',
        },
        storeCodes: ['US', 'CA', 'JP'],
        couponType: 'no_coupon',
        conditions: { anySku: ['TA-PUTT-MAT'] },
        actionType: 'by_percent',
        discountAmount: '50',
        actionSkus: ['TA-ALIGN'],
        sortOrder: 5,
      },
      {
        name: 'Home simulator 100 off',
        label: '100 off a home simulator',
        labels: { fr: '100 de remise sur un simulateur à domicile', ja: 'ホームシミュレーターが100オフ', zh: '家用模拟器减100' },
        storeCodes: ['STSVEN', 'STSVCA'],
        conditions: { minSubtotal: '1000' },
        actionType: 'cart_fixed',
        discountAmount: '100',
        sortOrder: 10,
      },
    ])
    .returning({ id: cartRules.id });
  const [golf10, save20, welcome, summer, , lm100] = rules.map((r) => r.id);
  await db.insert(coupons).values([
    { ruleId: golf10!, code: 'GOLF10' },
    { ruleId: save20!, code: 'SAVE20', usageLimit: 500 },
    { ruleId: welcome!, code: 'WELCOME5', usageLimit: 1000, usagePerCustomer: 1 },
    { ruleId: welcome!, code: 'LASTONE', usageLimit: 1 },
    { ruleId: summer!, code: 'SUMMER2024' },
    { ruleId: lm100!, code: 'HOMESIM100', usageLimit: 200 },
  ]);

  const people = await db
    .select({ email: players.email, firstName: players.firstName, lastName: players.lastName, center: centers })
    .from(players)
    .leftJoin(centers, eq(centers.id, players.centerId))
    .where(inArray(players.email, [DEMO_EMAILS.player, DEMO_EMAILS.playerJp, DEMO_EMAILS.parent]));
  // As a sign-in does: the customer's center becomes their pickup location.
  const customerOf = async (email: string) => {
    const p = people.find((x) => x.email === email)!;
    const c = p.center;
    const pickupLocation = c
      ? {
          code: centerPickupCode(c.id),
          name: c.name,
          street: c.street,
          city: c.city,
          regionCode: c.state || null,
          postcode: c.postalCode,
          countryCode: c.country,
        }
      : null;
    return ensureCustomer(db, { email, firstname: p.firstName, lastname: p.lastName, pickupLocation });
  };
  const player = await customerOf(DEMO_EMAILS.player);
  const playerJp = await customerOf(DEMO_EMAILS.playerJp);
  const parent = await customerOf(DEMO_EMAILS.parent);
  const region = (country: string, code: string) => {
    const r = findRegion(country, code)!;
    return { regionCode: r.code, regionName: r.name, regionId: r.id };
  };
  const [home, work, jpHome, parentHome] = await db
    .insert(customerAddresses)
    .values([
      {
        customerId: player.id,
        firstname: player.firstname,
        lastname: player.lastname,
        street: ['2 Park Plaza', 'Suite 400'],
        city: 'Irvine',
        postcode: '92614',
        countryCode: 'US',
        ...region('US', 'CA'),
        telephone: '+1 949 555 0134',
        isDefaultBilling: true,
        isDefaultShipping: true,
      },
      {
        customerId: player.id,
        firstname: player.firstname,
        lastname: player.lastname,
        company: 'Fairway Labs',
        street: ['230 Park Ave'],
        city: 'New York',
        postcode: '10169',
        countryCode: 'US',
        ...region('US', 'NY'),
        telephone: '+1 212 555 0178',
      },
      {
        customerId: playerJp.id,
        firstname: playerJp.firstname,
        lastname: playerJp.lastname,
        street: ['銀座4-6-16'],
        city: '中央区',
        postcode: '104-0061',
        countryCode: 'JP',
        ...region('JP', '13'),
        telephone: '03-5555-0101',
        isDefaultBilling: true,
        isDefaultShipping: true,
      },
      {
        customerId: parent.id,
        firstname: parent.firstname,
        lastname: parent.lastname,
        street: ['100 King St W'],
        city: 'Toronto',
        postcode: 'M5X 1A9',
        countryCode: 'CA',
        ...region('CA', 'ON'),
        telephone: '+1 416 555 0190',
        isDefaultBilling: true,
        isDefaultShipping: true,
      },
    ])
    .returning();
  await seedPastOrders(db, { player, playerJp, parent, addresses: { home: home!, work: work!, jpHome: jpHome!, parentHome: parentHome! } }, now);
}
