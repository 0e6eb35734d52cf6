import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import {
  attributeOptionTexts,
  attributeTexts,
  bundleOptionTexts,
  categoryTexts,
  giftCardTemplateTexts,
  productOptionTexts,
  productOptionValueTexts,
  productTexts,
} from '../../../commerce/catalogue/views/views.tables.ts';
import { JAPANESE_DETAILS } from './texts.ja.details.ts';
import { FRENCH_DETAILS } from './texts.fr.details.ts';
import { FRENCH } from './texts.fr.ts';
import { JAPANESE } from './texts.ja.ts';
import type { CatalogueDetails, CatalogueTexts } from './texts.types.ts';
import { CHINESE_DETAILS } from './texts.zh.details.ts';
import { CHINESE } from './texts.zh.ts';
import { rowsOf } from '../../../platform/db/index.ts';

// Every view has every text a customer reads: the untranslated-texts report of the demo is empty. A
// text added without its translations falls back to English and is listed there for the shop team.
const VIEWS: [string, CatalogueTexts, CatalogueDetails | null][] = [
  ['fr', FRENCH, FRENCH_DETAILS],
  ['ja', JAPANESE, JAPANESE_DETAILS],
  ['zh', CHINESE, CHINESE_DETAILS],
];

/**
 * The demo catalogue's store-view texts in French, Japanese and Chinese, matched to the seeded rows
 * by sku, url path, attribute code and option label.
 */
export async function seedCatalogueTexts(db: Db): Promise<void> {
  const productIds = new Map((await rowsOf<{ id: number; sku: string }>(db, sql`select id, sku from commerce.products`)).map((r) => [r.sku, r.id]));
  const categoryIds = new Map(
    (await rowsOf<{ id: number; url_path: string }>(db, sql`select id, url_path from commerce.categories where level >= 2`)).map((r) => [r.url_path, r.id]),
  );
  const attributeIds = new Map((await rowsOf<{ id: number; code: string }>(db, sql`select id, code from commerce.attributes`)).map((r) => [r.code, r.id]));
  const optionIds = new Map(
    (
      await rowsOf<{ id: number; key: string }>(
        db,
        sql`select o.id, a.code || ':' || o.label as key from commerce.attribute_options o join commerce.attributes a on a.id = o.attribute_id`,
      )
    ).map((r) => [r.key, r.id]),
  );
  const known = <K, V>(map: Map<K, V>, key: K, what: string): V => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Catalogue texts name an unknown ${what}: ${String(key)}`);
    return value;
  };
  const tagsOf = new Map((await rowsOf<{ sku: string; tags: string[] }>(db, sql`select sku, tags from commerce.products`)).map((r) => [r.sku, r.tags]));
  const keyed = async (query: ReturnType<typeof sql>) => new Map((await rowsOf<{ id: number; key: string }>(db, query)).map((r) => [r.key, r.id]));
  const bundleOptionIds = await keyed(
    sql`select o.id, p.sku || ':' || o.title as key from commerce.bundle_options o join commerce.products p on p.id = o.product_id`,
  );
  const customOptionIds = await keyed(
    sql`select o.id, p.sku || ':' || o.title as key from commerce.product_options o join commerce.products p on p.id = o.product_id`,
  );
  const optionValueIds = await keyed(
    sql`select v.id, p.sku || ':' || o.title || ':' || v.title as key from commerce.product_option_values v join commerce.product_options o on o.id = v.option_id join commerce.products p on p.id = o.product_id`,
  );
  const templateIds = await keyed(sql`select id, template_name as key from commerce.gift_card_templates`);
  for (const [locale, texts, details] of VIEWS) {
    const tagsIn = (sku: string) => {
      const tags = tagsOf.get(sku) ?? [];
      return details && tags.every((tag) => details.tags[tag]) ? tags.map((tag) => details.tags[tag]!) : null;
    };
    await db.insert(productTexts).values(
      Object.entries(texts.products).map(([sku, [name, short]]) => ({
        productId: known(productIds, sku, 'sku'),
        locale,
        name,
        shortDescription: short,
        description: details?.descriptions[sku] ?? null,
        tags: tagsIn(sku),
      })),
    );
    await db.insert(categoryTexts).values(
      Object.entries(texts.categories).map(([path, name]) => ({
        categoryId: known(categoryIds, path, 'category'),
        locale,
        name,
        description: details?.categoryDescriptions[path] ?? null,
      })),
    );
    if (details) await seedOptionTexts(db, locale, details, { known, bundleOptionIds, customOptionIds, optionValueIds, templateIds });
    await db
      .insert(attributeTexts)
      .values(Object.entries(texts.attributes).map(([code, label]) => ({ attributeId: known(attributeIds, code, 'attribute'), locale, label })));
    await db
      .insert(attributeOptionTexts)
      .values(Object.entries(texts.options).map(([key, label]) => ({ optionId: known(optionIds, key, 'option'), locale, label })));
  }
}

async function seedOptionTexts(
  db: Db,
  locale: string,
  details: CatalogueDetails,
  ids: {
    known: <K, V>(map: Map<K, V>, key: K, what: string) => V;
    bundleOptionIds: Map<string, number>;
    customOptionIds: Map<string, number>;
    optionValueIds: Map<string, number>;
    templateIds: Map<string, number>;
  },
): Promise<void> {
  const { known } = ids;
  await db
    .insert(bundleOptionTexts)
    .values(Object.entries(details.bundleOptions).map(([key, title]) => ({ optionId: known(ids.bundleOptionIds, key, 'bundle option'), locale, title })));
  await db
    .insert(productOptionTexts)
    .values(Object.entries(details.customOptions).map(([key, title]) => ({ optionId: known(ids.customOptionIds, key, 'custom option'), locale, title })));
  await db
    .insert(productOptionValueTexts)
    .values(Object.entries(details.optionValues).map(([key, title]) => ({ valueId: known(ids.optionValueIds, key, 'option value'), locale, title })));
  await db.insert(giftCardTemplateTexts).values(
    Object.entries(details.giftCardTemplates).map(([key, [name, notes]]) => ({
      templateId: known(ids.templateIds, key, 'gift card design'),
      locale,
      name,
      notes,
    })),
  );
}
