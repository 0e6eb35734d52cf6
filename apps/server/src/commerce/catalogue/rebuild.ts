import type { Db } from '../../platform/db/index.ts';
import { reindexCategoryListings } from './categories/listing-index.ts';
import { reindexAllProductDocuments } from './documents/document-indexer.ts';
import { reindexPrices } from './prices/price-index.ts';
import { refreshSearchVocabulary } from './search/spelling.ts';

/**
 * Rebuilds every derived catalogue table from the source tables, in the order they build on each
 * other: the price index, the category listing index (with its facets and counts), the search
 * vocabulary and the storefront documents. After an import; the seeds and `npm run
 * reindex:catalogue -w apps/server` run it.
 */
export async function rebuildCatalogueReadModel(db: Db, now: Date): Promise<void> {
  await reindexPrices(db, now);
  await reindexCategoryListings(db);
  await refreshSearchVocabulary(db);
  await reindexAllProductDocuments(db, now);
}
