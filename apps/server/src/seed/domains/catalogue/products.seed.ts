import type { Faker } from '@faker-js/faker';
import type { Db } from '../../../platform/db/index.ts';
import { STORES } from '../../../commerce/store/stores.ts';
import { categoryProducts } from '../../../commerce/catalogue/categories/categories.tables.ts';
import { attributeOptions, attributes, productAttributeValues, productSuperAttributes } from '../../../commerce/catalogue/products/attributes.tables.ts';
import { productLinks, productRelations, products, productStock, VISIBILITY } from '../../../commerce/catalogue/products/products.tables.ts';
import { productMedia } from '../../../commerce/catalogue/media/media.tables.ts';
import { productPrices, productTierPrices } from '../../../commerce/catalogue/prices/prices.tables.ts';
import { productOptions, productOptionValuePrices, productOptionValues } from '../../../commerce/catalogue/types/options.tables.ts';
import { bundleOptions, bundleProducts, bundleSelectionPrices, bundleSelections } from '../../../commerce/catalogue/types/bundle.tables.ts';
import { giftCardAmounts, giftCardProducts, giftCardProductTemplates, giftCardTemplates } from '../../../commerce/catalogue/types/gift-card.tables.ts';
import { DEMO_DOWNLOADS, downloadableLinks } from '../../../commerce/catalogue/types/downloadable.tables.ts';
import { ATTRIBUTES, GIFT_CARD_TEMPLATES } from './attributes.data.ts';
import type { SeededCategory } from './categories.seed.ts';
import { priceIn } from './money.ts';
import { PRODUCTS, type ProductDef } from './products.data.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/°/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const COLOR_HEX: Record<string, string> = { Red: 'b91c1c', Navy: '1e3a8a', Black: '111827', White: 'f8fafc', Pink: 'db2777' };
const storesOf = (def: ProductDef) => STORES.filter((s) => s.websiteCode === def.shop);

/** Every combination of the configurable attributes' labels: { hand: 'Right', flex: 'Stiff' }... */
function combinations(attributes: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(attributes).reduce<Record<string, string>[]>(
    (acc, [code, labels]) => acc.flatMap((combo) => labels.map((label) => ({ ...combo, [code]: label }))),
    [{}],
  );
}

interface Item {
  def: ProductDef;
  sku: string;
  name: string;
  usd: string;
  isChild: boolean;
  parentSku?: string;
  values: Record<string, string>;
  color: string;
}

/** The demo catalogue's products with every type-specific row, in a few batched inserts. */
export async function seedProducts(db: Db, faker: Faker, seededCategories: Map<string, SeededCategory>): Promise<void> {
  // Attributes and options.
  const attributeRows = await db
    .insert(attributes)
    .values(ATTRIBUTES.map((a, i) => ({ code: a.code, label: a.label, inputType: a.inputType, position: i })))
    .returning();
  const attributeId = new Map(attributeRows.map((a) => [a.code, a.id]));
  const optionRows = await db
    .insert(attributeOptions)
    .values(
      ATTRIBUTES.flatMap((a) =>
        a.options.map(([label, swatch], i) => ({ attributeId: attributeId.get(a.code)!, label, swatchValue: swatch ?? null, position: i })),
      ),
    )
    .returning();
  const optionId = new Map(optionRows.map((o) => [`${o.attributeId}:${o.label}`, o.id]));
  const optionOf = (code: string, label: string) => optionId.get(`${attributeId.get(code)}:${label}`)!;

  // Products and configurable variants.
  const items: Item[] = [];
  for (const def of PRODUCTS) {
    items.push({ def, sku: def.sku, name: def.name, usd: def.usd, isChild: false, values: {}, color: def.color });
    if (!def.configure) continue;
    for (const combo of combinations(def.configure.attributes)) {
      const labels = Object.values(combo);
      const surcharge = labels.map((l) => def.configure!.surchargeUsd?.[l]).find(Boolean);
      items.push({
        def,
        sku: `${def.sku}-${labels.map((l) => slug(l).toUpperCase()).join('-')}`,
        name: `${def.name} ${labels.join(' / ')}`,
        usd: surcharge ? (Number(def.usd) + Number(surcharge)).toFixed(2) : def.usd,
        isChild: true,
        parentSku: def.sku,
        values: combo,
        color: combo.color ? COLOR_HEX[combo.color]! : def.color,
      });
    }
  }
  const inserted = await db
    .insert(products)
    .values(
      items.map((it) => ({
        sku: it.sku,
        typeId: it.isChild ? ('simple' as const) : it.def.type,
        name: it.name,
        urlKey: slug(it.name),
        visibility: it.isChild ? VISIBILITY.notVisible : VISIBILITY.both,
        shortDescription: it.def.short,
        description: it.def.description,
        weight: it.def.weight ?? null,
        metaTitle: `${it.name} | Golf Shop`,
        metaDescription: it.def.short,
        countryOfManufacture: it.def.type === 'virtual' || it.def.type === 'downloadable' ? null : faker.helpers.arrayElement(['US', 'JP', 'TW', 'CN', 'VN']),
        tags: it.def.tags,
        holesNumber: it.def.holes ?? null,
        useCenterSection: it.def.centerSection ?? false,
        newFromDate: it.def.isNew ? '2026-01-01' : null,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const idOf = new Map(inserted.map((r) => [r.sku, r.id]));

  // Prices per store, with special prices and tiers.
  const prices: (typeof productPrices.$inferInsert)[] = [];
  const tiers: (typeof productTierPrices.$inferInsert)[] = [];
  for (const it of items) {
    for (const store of storesOf(it.def)) {
      const special = it.def.specialUsd ? priceIn(store.currency, (Number(it.def.specialUsd) + (Number(it.usd) - Number(it.def.usd))).toFixed(2)) : null;
      prices.push({
        storeCode: store.code,
        productId: idOf.get(it.sku)!,
        price: priceIn(store.currency, it.usd),
        specialPrice: special,
        specialFromDate: special ? '2026-01-01' : null,
      });
      if (it.def.type === 'configurable' && !it.isChild) continue;
      for (const tier of it.def.tiers ?? []) {
        tiers.push({
          storeCode: store.code,
          productId: idOf.get(it.sku)!,
          quantity: String(tier.qty),
          value: tier.usd ? priceIn(store.currency, tier.usd) : null,
          percentageValue: tier.percent ?? null,
        });
      }
    }
  }
  await db.insert(productPrices).values(prices);
  await db.insert(productTierPrices).values(tiers);

  // Stock: counted for physical items, not for services, cards by e-mail and composite parents.
  await db.insert(productStock).values(
    items.map((it) => {
      const counted = !(
        it.def.type === 'virtual' ||
        it.def.type === 'downloadable' ||
        (it.def.type === 'giftcard' && it.def.giftCard?.cardType === 'virtual') ||
        (!it.isChild && it.def.type === 'configurable') ||
        (it.def.type === 'bundle' && it.def.bundle?.dynamic)
      );
      const qty = it.isChild
        ? faker.helpers.weightedArrayElement([
            { weight: 1, value: 0 },
            { weight: 2, value: faker.number.int({ min: 1, max: 4 }) },
            { weight: 6, value: faker.number.int({ min: 5, max: 40 }) },
          ])
        : (it.def.stock ?? 0);
      return { productId: idOf.get(it.sku)!, qty: counted ? String(qty) : '0', manageStock: counted, isInStock: true };
    }),
  );

  // Pictures: three views of physical products, one of services and cards; a video where there is one.
  const media: (typeof productMedia.$inferInsert)[] = [];
  for (const it of items) {
    const views = it.def.type === 'virtual' || it.def.type === 'downloadable' || it.def.type === 'giftcard' ? 1 : it.isChild ? 1 : 3;
    for (let view = 1; view <= views; view++) {
      media.push({
        productId: idOf.get(it.sku)!,
        position: view,
        file: `/${it.def.kind}/${it.color}-${view}.svg`,
        label: view === 1 ? it.name : `${it.name}, view ${view}`,
        roles: view === 1 ? ['image', 'small_image', 'thumbnail', ...(it.values.color ? ['swatch_image'] : [])] : [],
      });
    }
    if (it.def.video && !it.isChild) {
      media.push({
        productId: idOf.get(it.sku)!,
        position: 9,
        mediaType: 'external-video',
        file: `/${it.def.kind}/${it.color}-2.svg`,
        label: `${it.name} in action`,
        videoProvider: 'local',
        videoUrl: `/media/video/${it.def.kind}/${it.color}`,
        videoTitle: `${it.name} in action`,
        videoDescription: `A look at the ${it.name}.`,
        videoMetadata: JSON.stringify({ duration: 6 }),
      });
    }
  }
  await db.insert(productMedia).values(media);

  // Attribute values (a parent carries its variants' too), configurable axes and relations.
  const values = new Set<string>();
  const addValue = (sku: string, code: string, label: string) => values.add(`${idOf.get(sku)}:${attributeId.get(code)}:${optionOf(code, label)}`);
  for (const it of items) {
    if (it.def.brand) addValue(it.sku, 'brand', it.def.brand);
    if (it.def.gender) addValue(it.sku, 'gender', it.def.gender);
    for (const [code, label] of Object.entries(it.values)) {
      addValue(it.sku, code, label);
      addValue(it.parentSku!, code, label);
    }
  }
  await db
    .insert(productAttributeValues)
    .values(
      [...values].map((v) => v.split(':').map(Number)).map(([productId, attrId, optId]) => ({ productId: productId!, attributeId: attrId!, optionId: optId! })),
    );
  const configurables = PRODUCTS.filter((d) => d.configure);
  await db
    .insert(productSuperAttributes)
    .values(
      configurables.flatMap((d) =>
        Object.keys(d.configure!.attributes).map((code, i) => ({ productId: idOf.get(d.sku)!, attributeId: attributeId.get(code)!, position: i })),
      ),
    );
  await db
    .insert(productRelations)
    .values(items.filter((it) => it.isChild).map((it, i) => ({ parentId: idOf.get(it.parentSku!)!, childId: idOf.get(it.sku)!, position: i })));

  // Categories: the listed ones and, as anchors, every ancestor shown in the menu.
  const positions = new Map<number, number>();
  const assignments = new Map<string, typeof categoryProducts.$inferInsert>();
  for (const def of PRODUCTS) {
    const productId = idOf.get(def.sku)!;
    for (const urlPath of def.categories) {
      const category = seededCategories.get(`${def.shop}:${urlPath}`);
      if (!category) throw new Error(`unknown demo category ${urlPath}`);
      for (const id of category.path
        .split('/')
        .map(Number)
        .filter((_, i) => i >= 2)) {
        const key = `${id}:${productId}`;
        if (assignments.has(key)) continue;
        const position = (positions.get(id) ?? 0) + 1;
        positions.set(id, position);
        assignments.set(key, { categoryId: id, productId, position });
      }
    }
    (def.featuredIn ?? []).forEach((urlPath, i) => {
      const category = seededCategories.get(`${def.shop}:${urlPath}`)!;
      const row = assignments.get(`${category.id}:${productId}`);
      if (row) row.featuredPosition = (positions.get(category.id) ?? 0) + i;
    });
  }
  await db.insert(categoryProducts).values([...assignments.values()]);

  // Related and up-sell products.
  const links = PRODUCTS.flatMap((d) => [
    ...(d.related ?? []).map((sku, i) => ({ productId: idOf.get(d.sku)!, linkType: 'related' as const, linkedProductId: idOf.get(sku)!, position: i })),
    ...(d.upsell ?? []).map((sku, i) => ({ productId: idOf.get(d.sku)!, linkType: 'upsell' as const, linkedProductId: idOf.get(sku)!, position: i })),
  ]);
  if (links.length) await db.insert(productLinks).values(links);

  await seedCustomOptions(db, idOf);
  await seedBundles(db, idOf);
  await seedGiftCards(db, idOf);
  await seedDownloads(db, idOf);
}

/** The files of downloadable products; the server puts them into the object store when it starts (downloadables/demo-downloads.ts). */
async function seedDownloads(db: Db, idOf: Map<string, number>): Promise<void> {
  const rows = PRODUCTS.flatMap((d) =>
    (d.downloads ?? []).map((f, i) => ({
      productId: idOf.get(d.sku)!,
      title: f.title,
      titles: f.titles,
      sortOrder: i + 1,
      fileKey: `${DEMO_DOWNLOADS}/${f.fileName}`,
      fileName: f.fileName,
    })),
  );
  if (rows.length) await db.insert(downloadableLinks).values(rows);
}

async function seedCustomOptions(db: Db, idOf: Map<string, number>): Promise<void> {
  const defs = PRODUCTS.flatMap((d) => (d.options ?? []).map((o, i) => ({ d, o, i })));
  const options = await db
    .insert(productOptions)
    .values(
      defs.map(({ d, o, i }) => ({
        productId: idOf.get(d.sku)!,
        title: o.title,
        type: o.type,
        isRequired: o.required,
        sortOrder: i + 1,
        dropdownType: o.dropdownType ?? 'default',
      })),
    )
    .returning({ id: productOptions.id });
  const valueDefs = defs.flatMap(({ d, o }, k) => o.values.map((v, i) => ({ d, o, v, i, optionId: options[k]!.id })));
  const values = await db
    .insert(productOptionValues)
    .values(
      valueDefs.map(({ o, v, i, optionId }) => ({
        optionId,
        title: v.title,
        sku: v.sku ?? null,
        sortOrder: i + 1,
        priceType: v.priceType ?? 'FIXED',
        maxCharacters: o.maxCharacters ?? null,
        subscriptionLength: v.subscription?.length ?? null,
        subscriptionUnit: v.subscription?.unit ?? null,
      })),
    )
    .returning({ id: productOptionValues.id });
  await db.insert(productOptionValuePrices).values(
    valueDefs.flatMap(({ d, v }, k) =>
      storesOf(d).map((store) => ({
        valueId: values[k]!.id,
        storeCode: store.code,
        price: v.priceType === 'PERCENT' ? v.usd : priceIn(store.currency, v.usd),
        installmentPrice: v.subscription ? priceIn(store.currency, v.subscription.installmentUsd) : null,
        adjustmentPrice: v.subscription?.adjustmentUsd ? priceIn(store.currency, v.subscription.adjustmentUsd) : null,
      })),
    ),
  );
}

async function seedBundles(db: Db, idOf: Map<string, number>): Promise<void> {
  const bundles = PRODUCTS.filter((d) => d.bundle);
  await db
    .insert(bundleProducts)
    .values(
      bundles.map((d) => ({ productId: idOf.get(d.sku)!, dynamicPrice: d.bundle!.dynamic, dynamicSku: d.bundle!.dynamic, dynamicWeight: d.bundle!.dynamic })),
    );
  const optionDefs = bundles.flatMap((d) => d.bundle!.options.map((o, i) => ({ d, o, i })));
  const options = await db
    .insert(bundleOptions)
    .values(optionDefs.map(({ d, o, i }) => ({ productId: idOf.get(d.sku)!, title: o.title, type: o.type, isRequired: o.required, position: i + 1 })))
    .returning({ id: bundleOptions.id });
  const selectionDefs = optionDefs.flatMap(({ d, o }, k) => o.selections.map((s, i) => ({ d, s, i, optionId: options[k]!.id })));
  const selections = await db
    .insert(bundleSelections)
    .values(
      selectionDefs.map(({ s, i, optionId }) => ({
        optionId,
        productId: idOf.get(s.sku)!,
        quantity: String(s.qty),
        canChangeQuantity: s.canChange ?? false,
        isDefault: s.isDefault ?? false,
        position: i + 1,
        priceType: s.priceType ?? 'FIXED',
      })),
    )
    .returning({ id: bundleSelections.id });
  const selectionPrices = selectionDefs.flatMap(({ d, s }, k) =>
    d.bundle!.dynamic || s.usd === undefined
      ? []
      : storesOf(d).map((store) => ({
          selectionId: selections[k]!.id,
          storeCode: store.code,
          price: s.priceType === 'PERCENT' ? s.usd! : priceIn(store.currency, s.usd!),
        })),
  );
  if (selectionPrices.length) await db.insert(bundleSelectionPrices).values(selectionPrices);
}

async function seedGiftCards(db: Db, idOf: Map<string, number>): Promise<void> {
  const templates = await db
    .insert(giftCardTemplates)
    .values(GIFT_CARD_TEMPLATES.map((t) => ({ ...t, images: [`/${t.designPattern}/${t.styleColor.slice(1)}-${t.textColor.slice(1)}.svg`] })))
    .returning({ id: giftCardTemplates.id });
  const cards = PRODUCTS.filter((d) => d.giftCard);
  await db.insert(giftCardProducts).values(
    cards.map((d) => ({
      productId: idOf.get(d.sku)!,
      giftCardType: d.giftCard!.cardType,
      giftType: d.giftCard!.giftType,
      giftPriceType: d.giftCard!.priceType,
    })),
  );
  await db.insert(giftCardAmounts).values(
    cards.flatMap((d) => {
      const g = d.giftCard!;
      return storesOf(d).map((store) => ({
        productId: idOf.get(d.sku)!,
        storeCode: store.code,
        giftValue: g.valueUsd ? priceIn(store.currency, g.valueUsd) : null,
        giftFrom: g.fromUsd ? priceIn(store.currency, g.fromUsd) : null,
        giftTo: g.toUsd ? priceIn(store.currency, g.toUsd) : null,
        giftDropdown: g.dropdownUsd ? g.dropdownUsd.map((v) => priceIn(store.currency, v)) : null,
        giftPrice: g.priceUsd ? (g.priceType === 'percent' ? g.priceUsd : priceIn(store.currency, g.priceUsd)) : null,
      }));
    }),
  );
  await db
    .insert(giftCardProductTemplates)
    .values(cards.flatMap((d) => templates.map((t, i) => ({ productId: idOf.get(d.sku)!, templateId: t.id, position: i }))));
}
