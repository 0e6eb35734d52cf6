/** A category of the demo shops: url key, name, children; special pages carry the mega-menu code. */
export interface CategoryDef {
  key: string;
  name: string;
  description: string;
  image?: string;
  code?: string;
  tags?: string[];
  customUrl?: string;
  inMenu?: boolean;
  children?: CategoryDef[];
}

const d = (text: string) => `<p>${text}</p>`;

export const MAIN_SHOP: CategoryDef[] = [
  {
    key: 'clubs',
    name: 'Clubs',
    image: '/clubs/1f3a5f.svg',
    description: d('Drivers, woods, irons, wedges and putters, fitted to your swing by our coaches.'),
    children: [
      {
        key: 'drivers',
        name: 'Drivers',
        image: '/driver/1f3a5f.svg',
        description: d('Low-spin, forgiving and adjustable drivers for more distance off the tee.'),
      },
      { key: 'fairway-woods', name: 'Fairway Woods', image: '/wood/2e5e4e.svg', description: d('Fairway woods that launch easily from the turf and the tee.') },
      { key: 'hybrids', name: 'Hybrids', image: '/hybrid/5b3a29.svg', description: d('Hybrids that replace hard-to-hit long irons.') },
      { key: 'irons', name: 'Irons', image: '/iron/6b7280.svg', description: d('Forged and cavity-back iron sets, built to your hand, shaft and flex.') },
      { key: 'wedges', name: 'Wedges', image: '/wedge/8a6d3b.svg', description: d('Wedges in every loft for control around the green.') },
      { key: 'putters', name: 'Putters', image: '/putter/111827.svg', description: d('Blade and mallet putters with a true roll.') },
      { key: 'sets', name: 'Sets & Bundles', image: '/bundle/0f766e.svg', description: d('Everything a new golfer needs, together for less.') },
    ],
  },
  {
    key: 'balls',
    name: 'Golf Balls',
    image: '/ball/f8fafc.svg',
    description: d('Tour, distance and soft-feel balls. Buy more and save with quantity prices.'),
  },
  { key: 'bags', name: 'Bags', image: '/bag/b91c1c.svg', description: d('Stand bags for walking and cart bags for riding.') },
  {
    key: 'apparel',
    name: 'Apparel',
    image: '/polo/1d4ed8.svg',
    description: d('Polos, layers and gloves for every season.'),
    children: [
      { key: 'polos', name: 'Polos', image: '/polo/1d4ed8.svg', description: d('Breathable, stretch polos.') },
      { key: 'gloves', name: 'Gloves', image: '/glove/f5f5f4.svg', description: d('Cabretta leather and all-weather gloves.') },
    ],
  },
  {
    key: 'accessories',
    name: 'Accessories',
    image: '/training/ea580c.svg',
    description: d('Training aids, headcovers and practice gear.'),
    children: [
      {
        key: 'training-aids',
        name: 'Training Aids',
        image: '/training/ea580c.svg',
        description: d('Practise what your coach teaches, at home and on the range.'),
      },
      { key: 'headcovers', name: 'Headcovers', image: '/headcover/7c3aed.svg', description: d('Protect your woods and putter.') },
    ],
  },
  {
    key: 'lessons',
    name: 'Lessons & Memberships',
    image: '/lesson/ea580c.svg',
    description: d('Lesson packs, playing lessons, club fittings and academy memberships.'),
    children: [
      { key: 'lesson-packs', name: 'Lesson Packs', image: '/lesson/ea580c.svg', description: d('Packs of private lessons with your coach.') },
      { key: 'memberships', name: 'Memberships', image: '/membership/0f172a.svg', description: d('Monthly or yearly academy membership.') },
      { key: 'fittings', name: 'Club Fitting', image: '/fitting/0e7490.svg', description: d('A launch-monitor fitting session with a certified fitter.') },
    ],
  },
  { key: 'gift-cards', name: 'Gift Cards', image: '/giftcard/ea580c.svg', description: d('The gift every golfer wants: sent by e-mail or posted in a card.') },
  {
    key: 'new-arrivals',
    name: 'New Arrivals',
    image: '/new/ea580c.svg',
    code: 'mega-menu-category',
    tags: ['featured', 'new'],
    description: d('This season’s new clubs, balls and gear.'),
  },
  {
    key: 'sale',
    name: 'Sale',
    image: '/sale/dc2626.svg',
    code: 'mega-menu-category',
    tags: ['featured', 'sale'],
    description: d('Special prices for a limited time.'),
  },
  {
    key: 'gift-guide',
    name: 'Holiday Gift Guide',
    image: '/gift/166534.svg',
    code: 'mega-menu-category',
    tags: ['holiday'],
    customUrl: '/pro-shop/gift-guide',
    description: d('Gifts for every golfer, from stocking fillers to a new driver.'),
  },
];

export const LAUNCH_MONITOR_SHOP: CategoryDef[] = [
  {
    key: 'launch-monitors',
    name: 'Launch Monitors',
    image: '/launch-monitor/111827.svg',
    description: d('Personal launch monitors that measure ball speed, launch, spin and carry.'),
  },
  {
    key: 'simulator-memberships',
    name: 'Memberships',
    image: '/membership/0f172a.svg',
    description: d('Simulation, game improvement and course play memberships, billed monthly or yearly.'),
  },
  { key: 'simulator-accessories', name: 'Accessories', image: '/mat/15803d.svg', description: d('Hitting mats, nets and cases for your home simulator.') },
  {
    key: 'simulator-bundles',
    name: 'Simulator Bundles',
    image: '/bundle/0f766e.svg',
    code: 'mega-menu-category',
    tags: ['featured'],
    description: d('A launch monitor with the gear to use it at home, together for less.'),
  },
];
