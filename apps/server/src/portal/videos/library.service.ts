import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LibraryVideo, Locale, VideoSeriesDetail } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { rowsOf, statementCache } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { sourcesOf } from './media-links.ts';
import { mayWatchPlusContent } from './plus-access.ts';
import { libraryStatements } from './library-statements.ts';
import { seriesColumns, seriesSummaries, toSeriesSummary, toVideoInSeries, videoColumns } from './series-rows.ts';
import { libraryVideos, videoCategories, videoFavorites, videoFavoriteSeries, videoMedia, videoSeries } from './videos.tables.ts';

/** The languages the library has series in, with how many. */
export async function videoLanguages(ctx: Ctx) {
  const rows = await ctx.db
    .select({ code: videoSeries.language, seriesCount: count() })
    .from(videoSeries)
    .groupBy(videoSeries.language)
    .orderBy(videoSeries.language);
  return rows.map((r) => ({ code: r.code as 'en', seriesCount: r.seriesCount }));
}

/** Categories in the reader's language, with the number of series in `language` (all languages without one). */
export async function videoCategoryList(ctx: Ctx, language: string | undefined, locale: Locale) {
  const seriesCount = language
    ? sql<number>`(select count(*)::int from portal.video_series s where s.category_id = portal.video_categories.id and s.language = ${language})`
    : sql<number>`(select count(*)::int from portal.video_series s where s.category_id = portal.video_categories.id)`;
  return ctx.db
    .select({ id: videoCategories.id, name: sql<string>`coalesce(${videoCategories.names}->>${locale}, ${videoCategories.names}->>'en')`, seriesCount })
    .from(videoCategories)
    .orderBy(videoCategories.position, videoCategories.id);
}

/** A page of series, filtered by language and category, in the library's order (one prepared statement). */
export async function listSeries(
  ctx: Ctx,
  caller: PlayerCaller,
  query: { language?: string; categoryId?: number; page?: number; pageSize?: number },
  locale: Locale,
  baseUrl: string,
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 24;
  const [row] = await libraryStatements(ctx.db).seriesPage.execute({
    playerId: caller.subjectId,
    locale,
    language: query.language ?? null,
    categoryId: query.categoryId ?? null,
    size: pageSize,
    offset: (page - 1) * pageSize,
  });
  const { total, items } = row!.value;
  return { items: await Promise.all(items.map((s) => toSeriesSummary(ctx, s, baseUrl))), total, page, pageSize };
}

/** A series with its intro and its videos in order, each with the player's progress (one prepared statement). */
export async function seriesDetail(ctx: Ctx, caller: PlayerCaller, seriesId: number, locale: Locale, baseUrl: string): Promise<VideoSeriesDetail> {
  const [row] = await libraryStatements(ctx.db).seriesDetail.execute({ playerId: caller.subjectId, locale, seriesId });
  const { series, videos } = row!.value;
  if (!series) throw notFound('This series');
  const shaped = await Promise.all(videos.map((v) => toVideoInSeries(ctx, { v, ...v }, baseUrl)));
  return {
    ...(await toSeriesSummary(ctx, series, baseUrl)),
    intro: shaped.find((v) => v.isIntro) ?? null,
    videos: shaped.filter((v) => !v.isIntro),
    mayWatch: !series.isPlusOnly || (await mayWatchPlusContent(ctx, caller.subjectId)),
  };
}

/** The video screen's read, prepared once: building this select cost more than running it. */
const videoStatement = statementCache((db) =>
  db
    .select({ ...videoColumns(sql.placeholder('playerId')), media: videoMedia, series: videoSeries })
    .from(libraryVideos)
    .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
    .innerJoin(videoSeries, eq(videoSeries.id, libraryVideos.seriesId))
    .where(eq(libraryVideos.id, sql.placeholder('videoId')))
    .limit(1)
    .prepare('videos_video'),
);

/** One library video with its series and, when the player may watch it, signed links to its files. */
export async function libraryVideo(ctx: Ctx, caller: PlayerCaller, videoId: number, baseUrl: string): Promise<LibraryVideo> {
  const [row] = await videoStatement(ctx.db).execute({ playerId: caller.subjectId, videoId });
  if (!row) throw notFound('This video');
  const mayWatch = !row.series.isPlusOnly || (await mayWatchPlusContent(ctx, caller.subjectId));
  const { id, title, categoryId, isPlusOnly, allowsPlayWithoutVideo, allowsSocialShare } = row.series;
  return {
    ...(await toVideoInSeries(ctx, row, baseUrl)),
    series: { id, title, categoryId, isPlusOnly, allowsPlayWithoutVideo, allowsSocialShare },
    mayWatch,
    sources: mayWatch ? await sourcesOf(ctx, row.media, baseUrl) : null,
  };
}

/** The player's favourite series and favourite videos (each within its series). */
export async function favorites(ctx: Ctx, caller: PlayerCaller, locale: Locale, baseUrl: string) {
  const [series, videos] = await Promise.all([
    ctx.db
      .select(seriesColumns(caller.subjectId, locale))
      .from(videoFavoriteSeries)
      .innerJoin(videoSeries, eq(videoSeries.id, videoFavoriteSeries.seriesId))
      .innerJoin(videoCategories, eq(videoCategories.id, videoSeries.categoryId))
      .where(eq(videoFavoriteSeries.playerId, caller.subjectId))
      .orderBy(desc(videoFavoriteSeries.createdAt)),
    ctx.db
      .select({ ...videoColumns(caller.subjectId), seriesTitle: videoSeries.title })
      .from(videoFavorites)
      .innerJoin(libraryVideos, eq(libraryVideos.id, videoFavorites.videoId))
      .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
      .innerJoin(videoSeries, eq(videoSeries.id, videoFavorites.seriesId))
      .where(eq(videoFavorites.playerId, caller.subjectId))
      .orderBy(desc(videoFavorites.createdAt)),
  ]);
  return {
    series: await seriesSummaries(ctx, caller.subjectId, series, baseUrl),
    videos: await Promise.all(videos.map(async (r) => ({ ...(await toVideoInSeries(ctx, r, baseUrl)), seriesId: r.v.seriesId, seriesTitle: r.seriesTitle }))),
  };
}

/** Favourites a series (again is fine); refuses a series that does not exist. */
export async function favoriteSeries(ctx: Ctx, caller: PlayerCaller, seriesId: number, on: boolean) {
  const [series] = await ctx.db.select({ id: videoSeries.id }).from(videoSeries).where(eq(videoSeries.id, seriesId)).limit(1);
  if (!series) throw notFound('This series');
  if (on) await ctx.db.insert(videoFavoriteSeries).values({ playerId: caller.subjectId, seriesId, createdAt: ctx.clock.now() }).onConflictDoNothing();
  else await ctx.db.delete(videoFavoriteSeries).where(and(eq(videoFavoriteSeries.playerId, caller.subjectId), eq(videoFavoriteSeries.seriesId, seriesId)));
  return { seriesId, isFavorite: on };
}

/** Favourites a video within its series; the video must belong to that series. */
export async function favoriteVideo(ctx: Ctx, caller: PlayerCaller, videoId: number, seriesId: number, on: boolean) {
  const [video] = await ctx.db
    .select({ id: libraryVideos.id })
    .from(libraryVideos)
    .where(and(eq(libraryVideos.id, videoId), eq(libraryVideos.seriesId, seriesId)))
    .limit(1);
  if (!video) throw notFound('This video');
  if (on) await ctx.db.insert(videoFavorites).values({ playerId: caller.subjectId, videoId, seriesId, createdAt: ctx.clock.now() }).onConflictDoNothing();
  else
    await ctx.db
      .delete(videoFavorites)
      .where(and(eq(videoFavorites.playerId, caller.subjectId), eq(videoFavorites.videoId, videoId), eq(videoFavorites.seriesId, seriesId)));
  return { videoId, seriesId, isFavorite: on };
}

const RECENT_KEYWORDS = 10;
const RESULTS = 20;

/**
 * Makes the keyword the player's most recent one in that language, keeps the newest ten there and
 * answers the recent list as a read after it would (the language's, or all for ''), in one
 * statement. Only called when it is not already the most recent, so a search repeated (paging, a
 * reload) stays a read. The statement's parts share one snapshot: the trim keeps the nine newest
 * other keywords (the upserted one is the tenth), and the list is the upserted row before the
 * others; rows the trim removes are never among the ten it answers.
 */
async function recordKeyword(ctx: Ctx, playerId: number, keyword: string, language: string): Promise<string[]> {
  const rows = await rowsOf<{ keyword: string }>(
    ctx.db,
    sql`with up as (
      insert into portal.video_search_keywords (player_id, keyword, language, searched_at)
      values (${playerId}, ${keyword}, ${language}, ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict (player_id, language, keyword) do update set searched_at = excluded.searched_at
      returning keyword, searched_at
    ), trimmed as (
      delete from portal.video_search_keywords k
      where k.player_id = ${playerId} and k.language = ${language} and k.keyword <> ${keyword}
        and k.keyword not in (
          select o.keyword from portal.video_search_keywords o
          where o.player_id = ${playerId} and o.language = ${language} and o.keyword <> ${keyword}
          order by o.searched_at desc limit ${RECENT_KEYWORDS - 1}::int)
      returning 1
    )
    select r.keyword from (
      select keyword, searched_at from up
      union all
      select k.keyword, k.searched_at from portal.video_search_keywords k
      where k.player_id = ${playerId} and (${language}::text = '' or k.language = ${language}) and not (k.keyword = ${keyword} and k.language = ${language})
    ) r
    order by r.searched_at desc
    limit ${RECENT_KEYWORDS}::int`,
  );
  return rows.map((r) => r.keyword);
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Series whose title or description and videos whose title hold the keyword (any case, trigram
 * indexes), in one language or all; the keyword becomes the player's most recent one (ten kept).
 */
export async function searchVideos(ctx: Ctx, caller: PlayerCaller, input: { keyword: string; language?: string }, locale: Locale, baseUrl: string) {
  const keyword = input.keyword.trim().slice(0, 100);
  const lang = input.language ?? '';
  const [row] = await libraryStatements(ctx.db).search.execute({
    playerId: caller.subjectId,
    locale,
    language: input.language ?? null,
    pattern: likePattern(keyword),
    recentLanguage: lang,
    results: RESULTS,
    recent: RECENT_KEYWORDS,
  });
  const { series, videos, recent } = row!.value;
  const alreadyLatest = recent[0]?.keyword === keyword && recent[0].language === lang;
  let recentKeywordList = recent.map((r) => r.keyword);
  if (keyword && !alreadyLatest) recentKeywordList = await recordKeyword(ctx, caller.subjectId, keyword, lang);
  return {
    series: await Promise.all(series.map((s) => toSeriesSummary(ctx, s, baseUrl))),
    videos: await Promise.all(
      videos.map(async (v) => ({ ...(await toVideoInSeries(ctx, { v, ...v }, baseUrl)), seriesId: v.seriesId, seriesTitle: v.seriesTitle })),
    ),
    recentKeywords: recentKeywordList,
  };
}

/** Library videos by id, for other screens (compare) that show a model swing. */
export async function libraryVideosByIds(ctx: Ctx, ids: number[]) {
  if (!ids.length) return [];
  return ctx.db
    .select({ id: libraryVideos.id, title: libraryVideos.title, media: videoMedia })
    .from(libraryVideos)
    .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
    .where(inArray(libraryVideos.id, ids));
}
