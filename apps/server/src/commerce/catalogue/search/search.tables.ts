import { index, integer, text } from 'drizzle-orm/pg-core';
import { commerceSchema } from '../../../platform/db/index.ts';

/**
 * The catalogue's search vocabulary (the lexemes of every product's search document, with how many
 * products use each), for correcting misspelt search words. Derived: rebuilt by
 * search/vocabulary.ts after catalogue writes.
 */
export const searchWords = commerceSchema.table(
  'search_words',
  {
    word: text('word').primaryKey(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
