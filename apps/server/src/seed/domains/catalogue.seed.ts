import type { Faker } from '@faker-js/faker';
import type { Db } from '../../platform/db/index.ts';
import { rebuildCatalogueReadModel } from '../../commerce/catalogue/rebuild.ts';
import { seedCategories } from './catalogue/categories.seed.ts';
import { seedProducts } from './catalogue/products.seed.ts';
import { seedCatalogueTexts } from './catalogue/texts.seed.ts';

/**
 * The demo golf shop: both shops' category trees, products of every type priced in every store,
 * their French, Japanese and Chinese store-view texts, then the derived indexes (prices for sorting and filtering, the search vocabulary, the storefront documents).
 */
export async function seedCatalogue(db: Db, faker: Faker, now: Date): Promise<void> {
  const categories = await seedCategories(db);
  await seedProducts(db, faker, categories);
  await seedCatalogueTexts(db);
  await rebuildCatalogueReadModel(db, now);
}
