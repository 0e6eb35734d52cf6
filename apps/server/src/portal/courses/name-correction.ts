import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/index.ts';
import { courseNameWords } from './courses.tables.ts';

/**
 * Words are runs of anything but spaces and punctuation, as the trigger that keeps
 * `course_name_words` splits names (migration 0062): the pattern below takes a word and the
 * separators after it, so the corrected name keeps the query's own spacing and punctuation.
 */
const WORD_THEN_SEPARATORS = '([^[:space:][:punct:]]*)([[:space:][:punct:]]*)';

/** Words shorter than this are left as typed: too few trigrams to say what was meant. */
const SHORTEST_CORRECTED = 3;

/**
 * The name with each word that no course name has replaced by the closest word that one has
 * (pg_trgm similarity above its threshold, 0.3; then the word more courses use; then A–Z), or
 * null when no word was replaced. One statement; the words table is small and trigram-indexed.
 */
export async function correctedName(db: Db, name: string): Promise<string | null> {
  const w = courseNameWords;
  const [row] = await rowsOf<{ corrected: string | null; changed: boolean | null }>(
    db,
    sql`
    select string_agg(coalesce(fix.word, m[1]) || m[2], '' order by i) as corrected,
           bool_or(fix.word is not null) as changed
    from regexp_matches(${name}::text, ${WORD_THEN_SEPARATORS}, 'g') with ordinality as q(m, i)
    left join lateral (
      select c.word from ${w} c
      where char_length(m[1]) >= ${SHORTEST_CORRECTED}
        and not exists (select 1 from ${w} e where e.word = lower(m[1]))
        and c.word % lower(m[1])
      order by similarity(c.word, lower(m[1])) desc, c.courses desc, c.word
      limit 1
    ) fix on true`,
  );
  return row?.changed ? row.corrected : null;
}
