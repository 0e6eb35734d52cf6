import { sql, type SQL } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';

/** A series as the library screens need it, built by PostgreSQL (poster as a key: the link is signed here). */
export type SeriesJson = {
  id: number;
  title: string;
  description: string;
  language: string;
  categoryId: number;
  categoryName: string;
  isFavorite: boolean;
  isPlusOnly: boolean;
  allowsPlayWithoutVideo: boolean;
  allowsSocialShare: boolean;
  videoCount: number;
  completedCount: number;
  posterKey: string | null;
};

/** A library video with this player's progress and favourite, built by PostgreSQL. */
export type VideoJson = {
  id: number;
  seriesId: number;
  seriesTitle: string;
  position: number;
  isIntro: boolean;
  title: string;
  description: string;
  durationSeconds: number;
  posterKey: string | null;
  watchedTime: number;
  completed: boolean;
  isFavorite: boolean;
};

const player = sql.placeholder('playerId');
const locale = sql.placeholder('locale');

/**
 * Series (alias `s`, category `c`) as JSON: its category in the reader's language, the player's
 * favourite, and from a lateral aggregate over its videos (the series-position index, the tracking
 * key) the numbered videos, how many the player completed and the first video's poster. The series
 * are chosen, ordered and cut (`tail`: a LIMIT) in a derived table first, so the per-series work
 * runs for the page's rows only, not for every series that matches before the sort.
 */
const seriesFrom = (where: SQL, tail: SQL = sql``) => sql`
  select json_build_object(
    'id', s.id, 'title', s.title, 'description', s.description, 'language', s.language, 'categoryId', s.category_id,
    'categoryName', coalesce(c.names->>(${locale}::text), c.names->>'en'),
    'isFavorite', exists (select 1 from portal.video_favorite_series f where f.series_id = s.id and f.player_id = ${player}::int),
    'isPlusOnly', s.is_plus_only, 'allowsPlayWithoutVideo', s.allows_play_without_video, 'allowsSocialShare', s.allows_social_share,
    'videoCount', st.video_count, 'completedCount', st.completed_count, 'posterKey', st.poster_key
  ) as j, s.position as k1, s.id as k2
  from (select s.* from portal.video_series s where ${where} order by s.position, s.id ${tail}) s
  join portal.video_categories c on c.id = s.category_id
  cross join lateral (
    select (count(*) filter (where not lv.is_intro))::int as video_count,
           (count(*) filter (where not lv.is_intro and tr.completed))::int as completed_count,
           (array_agg(m.poster_key order by lv.position))[1] as poster_key
    from portal.library_videos lv
    join portal.video_media m on m.id = lv.media_id
    left join portal.video_tracking tr on tr.video_id = lv.id and tr.player_id = ${player}::int
    where lv.series_id = s.id
  ) st`;

/**
 * Library videos (alias `v`, series title `series_title`) as JSON with the player's tracking row
 * and favourite; like series, the videos are chosen, ordered and cut in a derived table first.
 */
const videosFrom = (where: SQL, order: 'position' | 'id', tail: SQL = sql``) => sql`
  select json_build_object(
    'id', v.id, 'seriesId', v.series_id, 'seriesTitle', v.series_title, 'position', v.position, 'isIntro', v.is_intro, 'title', v.title, 'description', v.description,
    'durationSeconds', coalesce(m.duration_seconds, 0), 'posterKey', m.poster_key,
    'watchedTime', coalesce(tr.watched_time, 0), 'completed', coalesce(tr.completed, false),
    'isFavorite', exists (select 1 from portal.video_favorites f where f.video_id = v.id and f.series_id = v.series_id and f.player_id = ${player}::int)
  ) as j, v.${sql.raw(order)} as k1, v.id as k2
  from (
    select v.*, s.title as series_title from portal.library_videos v join portal.video_series s on s.id = v.series_id
    where ${where} order by v.${sql.raw(order)}${sql.raw(order === 'id' ? '' : ', v.id')} ${tail}
  ) v
  join portal.video_media m on m.id = v.media_id
  left join portal.video_tracking tr on tr.video_id = v.id and tr.player_id = ${player}::int`;

const inLanguage = sql`(${sql.placeholder('language')}::text is null or s.language = ${sql.placeholder('language')}::text)`;
/** The rows' JSON as one array, in the rows' own order (their sort keys k1, k2). */
const asArray = (rows: SQL) => sql`coalesce((select json_agg(q.j order by q.k1, q.k2) from (${rows}) q), '[]'::json)`;

/**
 * The library's three screens, each one prepared statement answering one JSON value: planning and
 * building these selects cost more than running them, and one round trip replaces three or four.
 */
function prepareAll(db: Db) {
  // Drizzle prepares selects: the JSON is one column selected from a one-row table expression.
  const one = <T>(name: string, value: SQL) =>
    db
      .select({ value: sql<T>`${value}` })
      .from(sql`(select 1) as one`)
      .prepare(name);
  const seriesFilter = sql`${inLanguage} and (${sql.placeholder('categoryId')}::int is null or s.category_id = ${sql.placeholder('categoryId')}::int)`;
  const pattern = sql.placeholder('pattern');
  return {
    /** Placeholders: playerId, locale, language|null, categoryId|null, size, offset. */
    seriesPage: one<{ total: number; items: SeriesJson[] }>(
      'videos_series_page',
      sql`json_build_object(
        'total', (select count(*)::int from portal.video_series s where ${seriesFilter}),
        'items', ${asArray(seriesFrom(seriesFilter, sql`limit ${sql.placeholder('size')}::int offset ${sql.placeholder('offset')}::int`))})`,
    ),
    /** Placeholders: playerId, locale, seriesId. */
    seriesDetail: one<{ series: SeriesJson | null; videos: VideoJson[] }>(
      'videos_series_detail',
      sql`json_build_object(
        'series', (select q.j from (${seriesFrom(sql`s.id = ${sql.placeholder('seriesId')}::int`)}) q),
        'videos', ${asArray(videosFrom(sql`v.series_id = ${sql.placeholder('seriesId')}::int`, 'position'))})`,
    ),
    /** Placeholders: playerId, locale, language|null, pattern, recentLanguage ('' for all), results, recent. */
    search: one<{ series: SeriesJson[]; videos: VideoJson[]; recent: { keyword: string; language: string }[] }>(
      'videos_search',
      sql`json_build_object(
        'series', ${asArray(seriesFrom(sql`(s.title ilike ${pattern}::text or s.description ilike ${pattern}::text) and ${inLanguage}`, sql`limit ${sql.placeholder('results')}::int`))},
        'videos', ${asArray(videosFrom(sql`v.title ilike ${pattern}::text and ${inLanguage}`, 'id', sql`limit ${sql.placeholder('results')}::int`))},
        'recent', coalesce((select json_agg(json_build_object('keyword', k.keyword, 'language', k.language) order by k.searched_at desc)
          from (select keyword, language, searched_at from portal.video_search_keywords
                where player_id = ${player}::int and (${sql.placeholder('recentLanguage')}::text = '' or language = ${sql.placeholder('recentLanguage')}::text)
                order by searched_at desc limit ${sql.placeholder('recent')}::int) k), '[]'::json))`,
    ),
  };
}

/** The statements of a database handle, prepared on first use. */
export const libraryStatements = statementCache(prepareAll);
