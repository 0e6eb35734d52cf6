import type { ProductType } from '../../../commerce/catalogue/products/products.tables.ts';

export interface OptionValueDef {
  title: string;
  usd: string;
  priceType?: 'FIXED' | 'PERCENT';
  sku?: string;
  subscription?: { length: number; unit: 'month' | 'year'; installmentUsd: string; adjustmentUsd?: string };
}
export interface OptionDef {
  title: string;
  type: 'drop_down' | 'radio' | 'checkbox' | 'field' | 'area' | 'date';
  required: boolean;
  dropdownType?: 'subscription';
  maxCharacters?: number;
  values: OptionValueDef[];
}
export interface BundleDef {
  dynamic: boolean;
  options: { title: string; type: 'select' | 'radio' | 'checkbox' | 'multi'; required: boolean; selections: { sku: string; qty: number; canChange?: boolean; isDefault?: boolean; usd?: string; priceType?: 'FIXED' | 'PERCENT' }[] }[];
}
export interface GiftCardDef {
  cardType: 'virtual' | 'physical' | 'combined';
  giftType: 'fixed' | 'range' | 'dropdown';
  priceType: 'value' | 'fixed' | 'percent';
  valueUsd?: string;
  fromUsd?: string;
  toUsd?: string;
  dropdownUsd?: string[];
  priceUsd?: string;
}
export interface ProductDef {
  sku: string;
  name: string;
  type: ProductType;
  shop: 'main' | 'launch_monitor';
  /** Picture drawn for it (media/images.ts) and its main colour. */
  kind: string;
  color: string;
  usd: string;
  specialUsd?: string;
  tiers?: { qty: number; percent?: string; usd?: string }[];
  categories: string[];
  featuredIn?: string[];
  brand?: string;
  gender?: string;
  tags: string[];
  short: string;
  description: string;
  stock?: number;
  weight?: string;
  holes?: number;
  centerSection?: boolean;
  isNew?: boolean;
  video?: boolean;
  /** Configurable: the attributes and option labels; every combination becomes a variant. */
  configure?: { attributes: Record<string, string[]>; surchargeUsd?: Record<string, string> };
  options?: OptionDef[];
  bundle?: BundleDef;
  giftCard?: GiftCardDef;
  related?: string[];
  upsell?: string[];
}

const p = (text: string) => `<p>${text}</p>`;

export const PRODUCTS: ProductDef[] = [
  // Drivers
  { sku: 'AF1-DRV', name: 'Apex Forge AF-1 Driver', type: 'configurable', shop: 'main', kind: 'driver', color: '1f3a5f', usd: '549.99', categories: ['clubs/drivers', 'new-arrivals'], featuredIn: ['clubs', 'new-arrivals'], brand: 'Apex Forge', gender: 'Men', tags: ['low spin', 'adjustable', 'forgiving'], short: 'A 460cc carbon-crown driver with an adjustable hosel and sliding weight.', description: p('The AF-1 pairs a carbon crown with a 14 g sliding weight so you can dial in draw or fade bias.') + p('Its adjustable hosel changes loft by ±1.5°. Fitted by our coaches to your hand, loft and flex.'), weight: '0.71', isNew: true, video: true, configure: { attributes: { hand: ['Right', 'Left'], loft: ['9°', '10.5°'], flex: ['Regular', 'Stiff'] } }, related: ['AF-TOUR-BALL', 'HC-DRV'], upsell: ['NW-TMP-DRV'] },
  { sku: 'NW-TMP-DRV', name: 'Northwind Tempest Driver', type: 'configurable', shop: 'main', kind: 'driver', color: '7f1d1d', usd: '599.99', categories: ['clubs/drivers'], brand: 'Northwind', gender: 'Men', tags: ['tour', 'low spin'], short: 'A tour-shaped driver with a forged titanium face for low spin and high ball speed.', description: p('A compact 445cc head, a forged face and a front weight port: the Tempest is built for players who want a penetrating flight.'), weight: '0.70', video: true, configure: { attributes: { hand: ['Right', 'Left'], loft: ['9°', '10.5°'], flex: ['Stiff', 'X-Stiff'] } }, related: ['NW-TOUR-BALL'] },
  { sku: 'LS-MAX-DRV', name: 'Linksmith Max Forgiveness Driver', type: 'configurable', shop: 'main', kind: 'driver', color: '374151', usd: '429.99', specialUsd: '349.99', categories: ['clubs/drivers', 'sale'], featuredIn: ['sale'], brand: 'Linksmith', gender: 'Men', tags: ['forgiving', 'draw bias'], short: 'Maximum forgiveness with a draw-biased head that straightens a slice.', description: p('A high-MOI head and a draw-biased weight keep mis-hits in the fairway.'), weight: '0.72', configure: { attributes: { hand: ['Right', 'Left'], loft: ['10.5°', '12°'], flex: ['Senior', 'Regular'] } }, upsell: ['AF1-DRV'] },
  // Woods and hybrids
  { sku: 'NW-TMP-3W', name: 'Northwind Tempest 3 Wood', type: 'configurable', shop: 'main', kind: 'wood', color: '2e5e4e', usd: '329.99', categories: ['clubs/fairway-woods'], brand: 'Northwind', gender: 'Men', tags: ['fairway', 'tour'], short: 'A 15° fairway wood that launches easily from the turf.', description: p('A shallow face and low centre of gravity for height from tight lies.'), weight: '0.75', configure: { attributes: { hand: ['Right', 'Left'], flex: ['Regular', 'Stiff'] } } },
  { sku: 'AF-HYB-4', name: 'Apex Forge 4 Hybrid', type: 'simple', shop: 'main', kind: 'hybrid', color: '5b3a29', usd: '249.99', categories: ['clubs/hybrids'], brand: 'Apex Forge', gender: 'Men', tags: ['forgiving', 'long iron replacement'], short: 'A 22° hybrid that replaces your 4 iron.', description: p('Easier to launch than a long iron and more accurate than a wood.'), stock: 14, weight: '0.80' },
  { sku: 'LS-HYB-W5', name: 'Linksmith Ladies 5 Hybrid', type: 'simple', shop: 'main', kind: 'hybrid', color: 'be185d', usd: '199.99', categories: ['clubs/hybrids'], brand: 'Linksmith', gender: 'Women', tags: ['forgiving', 'lightweight'], short: 'A lightweight 26° hybrid with a ladies flex shaft.', description: p('Lightweight graphite and a wide sole for effortless height.'), stock: 3, weight: '0.74' },
  // Irons
  { sku: 'AF-FRG-IRN', name: 'Apex Forge Forged Irons (5-PW)', type: 'configurable', shop: 'main', kind: 'iron', color: '6b7280', usd: '1199.99', categories: ['clubs/irons'], featuredIn: ['clubs'], brand: 'Apex Forge', gender: 'Men', tags: ['forged', 'players', 'feel'], short: 'Six forged irons with a soft feel and precise distance control.', description: p('One-piece forged 1025 carbon steel, a thin topline and progressive offset.') + p('Choose your hand, shaft and flex; our fitters can adjust lie and loft for free.'), weight: '2.60', configure: { attributes: { hand: ['Right', 'Left'], shaft_material: ['Steel', 'Graphite'], flex: ['Regular', 'Stiff'] }, surchargeUsd: { Graphite: '120.00' } }, related: ['AF-WDG'], upsell: ['FIT-SESSION'] },
  { sku: 'LS-CB-IRN', name: 'Linksmith Cavity Back Irons (5-PW)', type: 'configurable', shop: 'main', kind: 'iron', color: '9ca3af', usd: '799.99', categories: ['clubs/irons'], brand: 'Linksmith', gender: 'Men', tags: ['game improvement', 'forgiving'], short: 'Game-improvement cavity-back irons with wide soles.', description: p('Perimeter weighting and a wide sole make every iron easier to hit.'), weight: '2.70', configure: { attributes: { hand: ['Right', 'Left'], shaft_material: ['Steel', 'Graphite'], flex: ['Senior', 'Regular'] }, surchargeUsd: { Graphite: '100.00' } } },
  // Wedges, putters
  { sku: 'AF-WDG', name: 'Apex Forge Spin Wedge', type: 'configurable', shop: 'main', kind: 'wedge', color: '8a6d3b', usd: '179.99', categories: ['clubs/wedges'], brand: 'Apex Forge', tags: ['spin', 'short game'], short: 'A milled-face wedge for maximum spin around the green.', description: p('Laser-milled grooves and three sole grinds.'), weight: '0.46', configure: { attributes: { hand: ['Right', 'Left'], loft: ['50°', '54°', '58°'] } } },
  { sku: 'LS-BLADE-PT', name: 'Linksmith Blade Putter', type: 'simple', shop: 'main', kind: 'putter', color: '111827', usd: '299.99', categories: ['clubs/putters'], brand: 'Linksmith', tags: ['blade', 'milled'], short: 'A milled carbon-steel blade putter with a plumber’s neck.', description: p('For players with an arcing stroke.'), stock: 9, weight: '0.55', options: [{ title: 'Length', type: 'drop_down', required: true, values: [{ title: '33 inches', usd: '0' }, { title: '34 inches', usd: '0' }, { title: '35 inches', usd: '0' }] }, { title: 'Grip upgrade', type: 'radio', required: false, values: [{ title: 'Standard grip', usd: '0' }, { title: 'Oversize pistol grip', usd: '24.99', sku: 'GRIP-OS' }] }] },
  { sku: 'NW-MALLET-PT', name: 'Northwind Mallet Putter', type: 'simple', shop: 'main', kind: 'putter', color: '1e3a8a', usd: '349.99', categories: ['clubs/putters', 'new-arrivals'], brand: 'Northwind', tags: ['mallet', 'stable'], short: 'A high-MOI mallet with alignment lines for a straight-back stroke.', description: p('Face-balanced, with a soft insert.'), stock: 2, weight: '0.60', isNew: true },
  // Balls with tiers
  { sku: 'AF-TOUR-BALL', name: 'Apex Forge Tour Golf Balls (Dozen)', type: 'simple', shop: 'main', kind: 'ball', color: 'f8fafc', usd: '54.99', tiers: [{ qty: 3, percent: '10' }, { qty: 6, usd: '44.99' }], categories: ['balls'], featuredIn: ['balls'], brand: 'Apex Forge', tags: ['tour', 'urethane', 'spin'], short: 'A four-piece urethane tour ball. Save 10% on 3 dozen, more on 6.', description: p('Soft feel, high greenside spin and low driver spin.'), stock: 240, weight: '0.60', options: [{ title: 'Personalised text', type: 'field', required: false, maxCharacters: 12, values: [{ title: 'Personalised text', usd: '5.00', sku: 'PERSONALISE' }] }] },
  { sku: 'NW-TOUR-BALL', name: 'Northwind Soft Golf Balls (Dozen)', type: 'simple', shop: 'main', kind: 'ball', color: 'fde047', usd: '29.99', tiers: [{ qty: 4, percent: '15' }], categories: ['balls'], brand: 'Northwind', tags: ['soft', 'distance'], short: 'A soft two-piece distance ball in optic yellow.', description: p('Low compression for more distance at moderate swing speeds.'), stock: 500, weight: '0.60' },
  { sku: 'FL-PRACTICE-BALL', name: 'Fairway Labs Practice Balls (Bucket of 50)', type: 'simple', shop: 'main', kind: 'ball', color: 'fb923c', usd: '39.99', categories: ['balls', 'accessories/training-aids'], brand: 'Fairway Labs', tags: ['practice', 'limited flight'], short: 'Limited-flight practice balls for the backyard.', description: p('Fly about a third as far as a real ball.'), stock: 0, weight: '2.20' },
  // Bags
  { sku: 'CC-STAND-BAG', name: 'Caddie & Co Stand Bag', type: 'configurable', shop: 'main', kind: 'bag', color: 'b91c1c', usd: '249.99', categories: ['bags'], featuredIn: ['bags'], brand: 'Caddie & Co', tags: ['stand', 'lightweight'], short: 'A 2.3 kg stand bag with 14-way dividers.', description: p('Waterproof zips, a cooler pocket and a balanced double strap.'), weight: '2.30', configure: { attributes: { color: ['Red', 'Navy', 'Black'] } } },
  { sku: 'CC-CART-BAG', name: 'Caddie & Co Cart Bag', type: 'simple', shop: 'main', kind: 'bag', color: '0f172a', usd: '279.99', categories: ['bags'], brand: 'Caddie & Co', tags: ['cart', 'storage'], short: 'A cart bag with 15 full-length dividers and 10 pockets.', description: p('Built to ride: every pocket faces forward on a cart.'), stock: 6, weight: '3.10' },
  // Apparel
  { sku: 'FL-POLO-M', name: 'Fairway Labs Performance Polo', type: 'configurable', shop: 'main', kind: 'polo', color: '1d4ed8', usd: '69.99', categories: ['apparel/polos', 'new-arrivals'], brand: 'Fairway Labs', gender: 'Men', tags: ['breathable', 'stretch'], short: 'A moisture-wicking stretch polo with UPF 30.', description: p('Four-way stretch and a soft collar that keeps its shape.'), weight: '0.25', isNew: true, configure: { attributes: { size: ['S', 'M', 'L', 'XL'], color: ['Navy', 'White', 'Red'] } } },
  { sku: 'FL-POLO-W', name: 'Fairway Labs Women’s Sleeveless Polo', type: 'configurable', shop: 'main', kind: 'polo', color: 'db2777', usd: '64.99', specialUsd: '49.99', categories: ['apparel/polos', 'sale'], brand: 'Fairway Labs', gender: 'Women', tags: ['breathable', 'sleeveless'], short: 'A sleeveless polo with a cooling finish.', description: p('Light, soft and quick-drying.'), weight: '0.20', configure: { attributes: { size: ['S', 'M', 'L'], color: ['Pink', 'White'] } } },
  { sku: 'AF-GLOVE', name: 'Apex Forge Tour Glove', type: 'configurable', shop: 'main', kind: 'glove', color: 'f5f5f4', usd: '24.99', tiers: [{ qty: 3, usd: '21.99' }], categories: ['apparel/gloves'], brand: 'Apex Forge', tags: ['cabretta', 'leather'], short: 'A premium cabretta leather glove. 3 or more for 21.99 each.', description: p('Thin, soft leather for feel, with a perforated palm.'), weight: '0.03', configure: { attributes: { hand: ['Right', 'Left'], size: ['S', 'M', 'L', 'XL'] } } },
  // Accessories
  { sku: 'TA-ALIGN', name: 'Alignment Sticks (Pair)', type: 'simple', shop: 'main', kind: 'training', color: 'ea580c', usd: '19.99', categories: ['accessories/training-aids'], brand: 'Fairway Labs', tags: ['alignment', 'practice'], short: 'Two 48-inch alignment sticks for aim and swing-plane drills.', description: p('The drill tool every coach uses.'), stock: 80, weight: '0.40' },
  { sku: 'TA-PUTT-MAT', name: 'Putting Mat 3 m', type: 'simple', shop: 'main', kind: 'mat', color: '15803d', usd: '89.99', specialUsd: '69.99', categories: ['accessories/training-aids', 'sale', 'gift-guide'], featuredIn: ['gift-guide'], brand: 'Fairway Labs', tags: ['putting', 'indoor'], short: 'A true-roll 3 m putting mat with two hole sizes.', description: p('Practise your stroke at home on a surface that rolls like a green.'), stock: 25, weight: '3.50' },
  { sku: 'TA-SWING', name: 'Tempo Swing Trainer', type: 'simple', shop: 'main', kind: 'training', color: '0891b2', usd: '99.99', categories: ['accessories/training-aids', 'gift-guide'], brand: 'Linksmith', tags: ['tempo', 'warm up'], short: 'A weighted flexible trainer that teaches tempo and sequence.', description: p('Ten swings a day build rhythm.'), stock: 17, weight: '0.90' },
  { sku: 'HC-DRV', name: 'Leather Driver Headcover', type: 'simple', shop: 'main', kind: 'headcover', color: '7c3aed', usd: '39.99', categories: ['accessories/headcovers', 'gift-guide'], brand: 'Caddie & Co', tags: ['leather'], short: 'A leather headcover that fits every 460cc driver.', description: p('Fleece-lined, with an elastic neck.'), stock: 40, weight: '0.15', options: [{ title: 'Monogram initials', type: 'field', required: false, maxCharacters: 3, values: [{ title: 'Monogram initials', usd: '9.99', sku: 'MONO' }] }] },
  // Bundles
  { sku: 'BND-STARTER', name: 'Weekend Golfer Bundle', type: 'bundle', shop: 'main', kind: 'bundle', color: '0f766e', usd: '0', categories: ['clubs/sets', 'gift-guide'], featuredIn: ['clubs/sets'], tags: ['starter', 'value'], short: 'Choose a putter, a bag and balls: priced from what you choose.', description: p('A dynamic bundle: the price is the sum of the items you pick.'), bundle: { dynamic: true, options: [ { title: 'Putter', type: 'radio', required: true, selections: [ { sku: 'LS-BLADE-PT', qty: 1, isDefault: true }, { sku: 'NW-MALLET-PT', qty: 1 } ] }, { title: 'Hybrid', type: 'select', required: true, selections: [ { sku: 'AF-HYB-4', qty: 1, isDefault: true }, { sku: 'LS-HYB-W5', qty: 1 } ] }, { title: 'Bag', type: 'radio', required: false, selections: [ { sku: 'CC-CART-BAG', qty: 1 } ] }, { title: 'Golf balls', type: 'checkbox', required: false, selections: [ { sku: 'AF-TOUR-BALL', qty: 2, canChange: true, isDefault: true }, { sku: 'NW-TOUR-BALL', qty: 2, canChange: true } ] } ] } },
  { sku: 'BND-HOME-PRACTICE', name: 'Practice at Home Kit', type: 'bundle', shop: 'main', kind: 'bundle', color: '15803d', usd: '149.99', categories: ['clubs/sets', 'accessories/training-aids', 'gift-guide'], tags: ['practice', 'indoor', 'value'], short: 'A putting mat and alignment sticks at one fixed price; add a tempo trainer.', description: p('A fixed-price bundle with its own SKU and weight.'), stock: 12, weight: '4.00', bundle: { dynamic: false, options: [ { title: 'Putting mat', type: 'radio', required: true, selections: [ { sku: 'TA-PUTT-MAT', qty: 1, isDefault: true, usd: '0' } ] }, { title: 'Alignment sticks', type: 'select', required: true, selections: [ { sku: 'TA-ALIGN', qty: 1, isDefault: true, usd: '0' } ] }, { title: 'Add a tempo trainer', type: 'checkbox', required: false, selections: [ { sku: 'TA-SWING', qty: 1, usd: '50', priceType: 'PERCENT' } ] } ] } },
  // Gift cards
  { sku: 'GC-EMAIL', name: 'E-mail Gift Card', type: 'giftcard', shop: 'main', kind: 'giftcard', color: 'ea580c', usd: '0', categories: ['gift-cards', 'gift-guide'], featuredIn: ['gift-cards'], tags: ['gift', 'instant'], short: 'Sent by e-mail within minutes, with your message.', description: p('Choose an amount and a design; we e-mail it to the recipient on the day you pick.'), giftCard: { cardType: 'virtual', giftType: 'dropdown', priceType: 'value', dropdownUsd: ['25', '50', '100', '250'] } },
  { sku: 'GC-CARD', name: 'Gift Card in a Presentation Box', type: 'giftcard', shop: 'main', kind: 'giftcard', color: '166534', usd: '0', categories: ['gift-cards'], tags: ['gift', 'boxed'], short: 'Any amount from 25 to 500, posted in a presentation box and e-mailed too.', description: p('A physical card in a box, with the code also sent by e-mail.'), stock: 100, weight: '0.10', giftCard: { cardType: 'combined', giftType: 'range', priceType: 'value', fromUsd: '25', toUsd: '500' } },
  { sku: 'GC-LESSON-100', name: 'Lesson Voucher 100 (Save 10%)', type: 'giftcard', shop: 'main', kind: 'giftcard', color: '1d4ed8', usd: '0', categories: ['gift-cards', 'sale'], tags: ['gift', 'lessons'], short: 'A 100 voucher for lessons, for 90.', description: p('A fixed-value card sold at 90% of its value.'), giftCard: { cardType: 'virtual', giftType: 'fixed', priceType: 'percent', valueUsd: '100', priceUsd: '90' } },
  // Virtual: lessons, fitting, memberships
  { sku: 'LP-5', name: '5 Lesson Pack', type: 'virtual', shop: 'main', kind: 'lesson', color: 'ea580c', usd: '449.99', categories: ['lessons/lesson-packs'], featuredIn: ['lessons'], tags: ['lessons', 'coach'], short: 'Five 60-minute private lessons with your coach, valid for 6 months.', description: p('Swing analysis on video and launch monitor in every lesson.'), options: [{ title: 'Preferred start date', type: 'date', required: false, values: [{ title: 'Preferred start date', usd: '0' }] }], upsell: ['LP-10'] },
  { sku: 'LP-10', name: '10 Lesson Pack', type: 'virtual', shop: 'main', kind: 'lesson', color: 'c2410c', usd: '849.99', categories: ['lessons/lesson-packs'], tags: ['lessons', 'coach', 'value'], short: 'Ten 60-minute private lessons, valid for 12 months.', description: p('Our most popular pack: a full game plan with your coach.') },
  { sku: 'PL-9', name: 'Playing Lesson (9 Holes)', type: 'virtual', shop: 'main', kind: 'lesson', color: '15803d', usd: '199.99', categories: ['lessons/lesson-packs'], tags: ['on course', 'strategy'], short: 'Nine holes on course with your coach: strategy, club choice and routine.', description: p('Learn to score, not just to swing.'), holes: 9, centerSection: true },
  { sku: 'PL-18', name: 'Playing Lesson (18 Holes)', type: 'virtual', shop: 'main', kind: 'lesson', color: '166534', usd: '349.99', categories: ['lessons/lesson-packs'], tags: ['on course', 'strategy'], short: 'A full round with your coach.', description: p('Eighteen holes of course management coaching.'), holes: 18, centerSection: true },
  { sku: 'FIT-SESSION', name: 'Club Fitting Session', type: 'virtual', shop: 'main', kind: 'fitting', color: '0e7490', usd: '149.99', categories: ['lessons/fittings'], tags: ['fitting', 'launch monitor'], short: 'A 90-minute fitting for driver, woods and irons on a launch monitor.', description: p('The fee is credited against clubs you order within 30 days.'), options: [{ title: 'Clubs to fit', type: 'checkbox', required: true, values: [{ title: 'Driver and woods', usd: '0' }, { title: 'Irons', usd: '0' }, { title: 'Wedges', usd: '25.00' }, { title: 'Putter', usd: '25.00' }] }] },
  { sku: 'MEM-ACADEMY', name: 'Academy Membership', type: 'virtual', shop: 'main', kind: 'membership', color: '0f172a', usd: '0', categories: ['lessons/memberships'], featuredIn: ['lessons'], tags: ['membership', 'subscription'], short: 'Two lessons a month, practice bay time and member prices.', description: p('Billed monthly or yearly; change or skip a month from your account.'), options: [{ title: 'Plan', type: 'drop_down', required: true, dropdownType: 'subscription', values: [ { title: 'Monthly', usd: '179.00', subscription: { length: 1, unit: 'month', installmentUsd: '179.00' } }, { title: 'Yearly (2 months free)', usd: '1790.00', subscription: { length: 1, unit: 'year', installmentUsd: '1790.00', adjustmentUsd: '-358.00' } } ] }] },
  // Launch-monitor shop
  { sku: 'LM2', name: 'Eagle LM2 Launch Monitor', type: 'simple', shop: 'launch_monitor', kind: 'launch-monitor', color: '111827', usd: '1995.00', categories: ['launch-monitors'], featuredIn: ['launch-monitors'], brand: 'Eagle', tags: ['launch monitor', 'simulator'], short: 'Ball speed, launch, spin and carry, accurate to within a yard indoors and out.', description: p('Connects to your phone, tablet or PC; add a membership for simulated courses.'), stock: 30, weight: '0.45', video: true, upsell: ['LM2-HOME'], related: ['LM-MAT', 'LM-NET'] },
  { sku: 'LM-MAT', name: 'Pro Hitting Mat', type: 'simple', shop: 'launch_monitor', kind: 'mat', color: '15803d', usd: '349.00', categories: ['simulator-accessories'], tags: ['mat', 'home simulator'], short: 'A 1.5 × 1.5 m hitting mat that takes a real tee.', description: p('Dense turf that forgives fat shots and protects your joints.'), stock: 40, weight: '18.00' },
  { sku: 'LM-NET', name: 'Impact Net 2.4 m', type: 'simple', shop: 'launch_monitor', kind: 'net', color: '1f2937', usd: '299.00', categories: ['simulator-accessories'], tags: ['net', 'home simulator'], short: 'A 2.4 m impact net with side barriers.', description: p('Sets up in ten minutes.'), stock: 22, weight: '12.00' },
  { sku: 'LM-CASE', name: 'Launch Monitor Carry Case', type: 'simple', shop: 'launch_monitor', kind: 'case', color: '374151', usd: '59.00', categories: ['simulator-accessories'], tags: ['case'], short: 'A hard case with room for the monitor and its charger.', description: p('Foam-lined.'), stock: 60, weight: '0.60' },
  { sku: 'LM2-HOME', name: 'LM2 Home Simulator Bundle', type: 'bundle', shop: 'launch_monitor', kind: 'bundle', color: '0f766e', usd: '2499.00', categories: ['simulator-bundles', 'launch-monitors'], featuredIn: ['simulator-bundles'], tags: ['bundle', 'home simulator'], short: 'The LM2, a hitting mat and an impact net at one price.', description: p('Everything for a home simulator, at a fixed price.'), stock: 8, weight: '31.00', bundle: { dynamic: false, options: [ { title: 'Launch monitor', type: 'radio', required: true, selections: [ { sku: 'LM2', qty: 1, isDefault: true, usd: '0' } ] }, { title: 'Hitting mat', type: 'radio', required: true, selections: [ { sku: 'LM-MAT', qty: 1, isDefault: true, usd: '0' } ] }, { title: 'Net', type: 'radio', required: true, selections: [ { sku: 'LM-NET', qty: 1, isDefault: true, usd: '0' } ] }, { title: 'Carry case', type: 'checkbox', required: false, selections: [ { sku: 'LM-CASE', qty: 1, usd: '39.00' } ] } ] } },
  { sku: 'LM-MEM', name: 'Simulator Membership', type: 'virtual', shop: 'launch_monitor', kind: 'membership', color: '1e3a8a', usd: '0', categories: ['simulator-memberships'], featuredIn: ['simulator-memberships'], tags: ['membership', 'subscription', 'courses'], short: 'Play 100+ simulated courses and practise with game-improvement modes.', description: p('Billed yearly; renews automatically until you cancel.'), options: [{ title: 'Plan', type: 'drop_down', required: true, dropdownType: 'subscription', values: [ { title: 'Game Improvement (yearly)', usd: '129.99', subscription: { length: 1, unit: 'year', installmentUsd: '129.99' } }, { title: 'Play & Improve (yearly)', usd: '199.99', subscription: { length: 1, unit: 'year', installmentUsd: '199.99' } }, { title: 'Play & Improve (monthly)', usd: '19.99', subscription: { length: 1, unit: 'month', installmentUsd: '19.99' } } ] }] },
  // A well-known brand in the demo catalogue: shoppers search for brands, and misspell them ("titlest").
  { sku: 'TT-PROV1', name: 'Titleist Pro V1 Golf Balls (Dozen)', type: 'simple', shop: 'main', kind: 'ball', color: 'ffffff', usd: '54.99', categories: ['balls'], brand: 'Titleist', tags: ['tour', 'urethane', 'spin'], short: 'The tour ball: a urethane cover for greenside spin and a soft feel.', description: p('Penetrating flight with consistent spin from the tee to the green.'), stock: 180, weight: '0.60' },
];
