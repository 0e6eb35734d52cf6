import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { attributeOptionTexts, attributeTexts, categoryTexts, productTexts } from '../../../commerce/catalogue/views/views.tables.ts';
import { FRENCH } from './texts.fr.ts';
import { JAPANESE } from './texts.ja.ts';
import type { CatalogueTexts } from './texts.types.ts';
import { CHINESE } from './texts.zh.ts';
import { rowsOf } from '../../../platform/db/index.ts';

const VIEWS: [string, CatalogueTexts][] = [
  ['fr', FRENCH],
  ['ja', JAPANESE],
  ['zh', CHINESE],
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
  for (const [locale, texts] of VIEWS) {
    await db
      .insert(productTexts)
      .values(
        Object.entries(texts.products).map(([sku, [name, short]]) => ({ productId: known(productIds, sku, 'sku'), locale, name, shortDescription: short })),
      );
    await db
      .insert(categoryTexts)
      .values(Object.entries(texts.categories).map(([path, name]) => ({ categoryId: known(categoryIds, path, 'category'), locale, name })));
    await db
      .insert(attributeTexts)
      .values(Object.entries(texts.attributes).map(([code, label]) => ({ attributeId: known(attributeIds, code, 'attribute'), locale, label })));
    await db
      .insert(attributeOptionTexts)
      .values(Object.entries(texts.options).map(([key, label]) => ({ optionId: known(optionIds, key, 'option'), locale, label })));
  }
}
