import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Locale, VideoInSeries, VideoSeriesSummary } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import type { SeriesJson } from './library-statements.ts';
import { fileLink } from './media-links.ts';
import { libraryVideos, videoCategories, videoMedia, videoSeries, videoTracking } from './videos.tables.ts';

/** The category name in the reader's language, English when it has none. */
export const categoryName = (locale: Locale) => sql<string>`coalesce(${videoCategories.names}->>${locale}, ${videoCategories.names}->>'en')`;

/**
 * A series as every list selects it: the row, its category in the reader's language and whether
 * this player favours it (a primary-key probe). Counts, completion and poster come afterwards for
 * the whole page at once (`seriesSummaries`), not from subqueries run for every row.
 */
export function seriesColumns(playerId: number, locale: Locale) {
  return {
    s: videoSeries,
    categoryName: categoryName(locale),
    isFavorite: sql<boolean>`exists (select 1 from portal.video_favorite_series f where f.series_id = ${videoSeries.id} and f.player_id = ${playerId})`,
  };
}

type SeriesRow = { s: typeof videoSeries.$inferSelect; categoryName: string; isFavorite: boolean };
type SeriesStats = Pick<SeriesJson, 'videoCount' | 'completedCount' | 'posterKey'>;

/**
 * Each series' numbered videos, how many of them this player completed and the poster of its first
 * video, for a page of series in one grouped query (the series-position index, the tracking key).
 */
async function seriesStats(ctx: Ctx, playerId: number, seriesIds: number[]): Promise<Map<number, SeriesStats>> {
  if (!seriesIds.length) return new Map();
  const rows = await ctx.db
    .select({
      seriesId: libraryVideos.seriesId,
      videoCount: sql<number>`(count(*) filter (where not ${libraryVideos.isIntro}))::int`,
      completedCount: sql<number>`(count(*) filter (where not ${libraryVideos.isIntro} and ${videoTracking.completed}))::int`,
      posterKey: sql<string | null>`(array_agg(${videoMedia.posterKey} order by ${libraryVideos.position}))[1]`,
    })
    .from(libraryVideos)
    .innerJoin(videoMedia, eq(videoMedia.id, libraryVideos.mediaId))
    .leftJoin(videoTracking, and(eq(videoTracking.videoId, libraryVideos.id), eq(videoTracking.playerId, playerId)))
    .where(inArray(libraryVideos.seriesId, seriesIds))
    .groupBy(libraryVideos.seriesId);
  return new Map(rows.map((r) => [r.seriesId, r]));
}

/** The summaries of a list of series rows, in their order, with one query for all their counts. */
export async function seriesSummaries(ctx: Ctx, playerId: number, rows: SeriesRow[], baseUrl: string): Promise<VideoSeriesSummary[]> {
  const stats = await seriesStats(ctx, playerId, [...new Set(rows.map((r) => r.s.id))]);
  return Promise.all(
    rows.map(({ s, categoryName, isFavorite }) => {
      const { videoCount, completedCount, posterKey } = stats.get(s.id) ?? { videoCount: 0, completedCount: 0, posterKey: null };
      return toSeriesSummary(ctx, { ...s, categoryName, isFavorite, videoCount, completedCount, posterKey }, baseUrl);
    }),
  );
}

/** A series as the API answers it, from the columns PostgreSQL gives (the poster link signed here). */
export async function toSeriesSummary(ctx: Ctx, s: SeriesJson, baseUrl: string): Promise<VideoSeriesSummary> {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    language: s.language as VideoSeriesSummary['language'],
    category: { id: s.categoryId, name: s.categoryName },
    videoCount: s.videoCount,
    completion: s.videoCount ? Math.min(1, s.completedCount / s.videoCount) : 0,
    isFavorite: s.isFavorite,
    isPlusOnly: s.isPlusOnly,
    allowsPlayWithoutVideo: s.allowsPlayWithoutVideo,
    allowsSocialShare: s.allowsSocialShare,
    thumbnailUrl: await fileLink(ctx, s.posterKey, baseUrl),
  };
}

/** A library video with this player's progress and favourite (favourites are per series). */
export function videoColumns(playerId: number | Placeholder) {
  return {
    v: libraryVideos,
    durationSeconds: sql<number>`coalesce(${videoMedia.durationSeconds}, 0)`,
    posterKey: videoMedia.posterKey,
    watchedTime: sql<number>`coalesce((select t.watched_time from portal.video_tracking t where t.video_id = ${libraryVideos.id} and t.player_id = ${playerId}), 0)`,
    completed: sql<boolean>`coalesce((select t.completed from portal.video_tracking t where t.video_id = ${libraryVideos.id} and t.player_id = ${playerId}), false)`,
    isFavorite: sql<boolean>`exists (select 1 from portal.video_favorites f where f.video_id = ${libraryVideos.id} and f.series_id = ${libraryVideos.seriesId} and f.player_id = ${playerId})`,
  };
}

type VideoRow = {
  v: Pick<typeof libraryVideos.$inferSelect, 'id' | 'position' | 'isIntro' | 'title' | 'description'>;
  durationSeconds: number;
  posterKey: string | null;
  watchedTime: number;
  completed: boolean;
  isFavorite: boolean;
};

export async function toVideoInSeries(ctx: Ctx, row: VideoRow, baseUrl: string): Promise<VideoInSeries> {
  return {
    id: row.v.id,
    position: row.v.position,
    isIntro: row.v.isIntro,
    title: row.v.title,
    description: row.v.description,
    durationSeconds: row.durationSeconds,
    watchedTime: row.watchedTime,
    completed: row.completed,
    isFavorite: row.isFavorite,
    thumbnailUrl: await fileLink(ctx, row.posterKey, baseUrl),
  };
}
