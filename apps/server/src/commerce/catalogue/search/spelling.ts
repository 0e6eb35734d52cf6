import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { products, VISIBILITY } from '../products/products.tables.ts';
import { allowedEdits } from './search-terms.ts';
import { searchWords } from './search.tables.ts';
import { productTexts } from '../views/views.tables.ts';
import { rowsOf } from '../../../platform/db/index.ts';
import { inTransaction } from '../../../platform/db/index.ts';

/**
 * Corrections for the words of a search that the catalogue does not know: the nearest catalogue
 * words by edit distance (fuzzystrmatch's levenshtein, which also catches swapped letters that
 * trigrams miss), the most used first. A word that is a known word, or the prefix of one, has none.
 */
export async function correctionsOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => allowedEdits(w) > 0);
  const result = new Map<string, string[]>();
  if (candidates.length === 0) return result;
  const rows = await rowsOf<{ term: string; word: string }>(
    db,
    sql`
    select t.term, c.word
    from unnest(array[${sql.join(
      candidates.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as t(term)
    cross join lateral (
      select w.word from ${searchWords} w
      where levenshtein_less_equal(w.word, t.term, case when length(t.term) < 5 then 1 else 2 end) <= case when length(t.term) < 5 then 1 else 2 end
        and w.word <> t.term
      order by levenshtein(w.word, t.term), similarity(w.word, t.term) desc, w.product_count desc
      limit 3
    ) c
    where not exists (select 1 from ${searchWords} k where k.word like t.term || '%')`,
  );
  for (const row of rows) result.set(row.term, [...(result.get(row.term) ?? []), row.word]);
  return result;
}

/**
 * Rebuilds the search vocabulary from the words of searchable products' names, tags and short
 * descriptions. Run after catalogue imports (the seeds do); searches still work while it is stale,
 * only corrections may miss new words.
 */
export async function refreshSearchVocabulary(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(searchWords);
    await tx.execute(sql`
      insert into ${searchWords} (word, product_count)
      select word, count(distinct id)::int from (
        select ${products.id} as id, regexp_split_to_table(lower(${products.name} || ' ' || array_to_string(${products.tags}, ' ') || ' ' || ${products.shortDescription}), '[^[:alnum:]]+') as word
        from ${products}
        where ${products.isEnabled} and ${products.visibility} in (${VISIBILITY.search}, ${VISIBILITY.both})
        union all
        -- Names in every store view's language, so that a misspelt French name is corrected too.
        select pt.product_id, regexp_split_to_table(lower(pt.name || ' ' || coalesce(pt.short_description, '')), '[^[:alnum:]]+')
        from ${productTexts} pt join ${products} on ${products.id} = pt.product_id
        where ${products.isEnabled} and ${products.visibility} in (${VISIBILITY.search}, ${VISIBILITY.both})
      ) w
      where length(word) >= 3 and word !~ '^[0-9]+$'
      group by word`);
  });
}
