import { sql } from 'drizzle-orm';
import type { Locale, VideoInSeries, VideoSeriesSummary } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { fileLink } from './media-links.ts';
import { libraryVideos, videoCategories, videoMedia, videoSeries } from './videos.tables.ts';

/** The category name in the reader's language, English when it has none. */
export const categoryName = (locale: Locale) => sql<string>`coalesce(${videoCategories.names}->>${locale}, ${videoCategories.names}->>'en')`;

/** A series as every list shows it, with this player's completion and favourite; one row per series. */
export function seriesColumns(playerId: number, locale: Locale) {
  return {
    s: videoSeries,
    categoryName: categoryName(locale),
    videoCount: sql<number>`(select count(*)::int from portal.library_videos v where v.series_id = ${videoSeries.id} and not v.is_intro)`,
    completedCount: sql<number>`(select count(*)::int from portal.video_tracking t join portal.library_videos v on v.id = t.video_id
      where v.series_id = ${videoSeries.id} and not v.is_intro and t.player_id = ${playerId} and t.completed)`,
    isFavorite: sql<boolean>`exists (select 1 from portal.video_favorite_series f where f.series_id = ${videoSeries.id} and f.player_id = ${playerId})`,
    posterKey: sql<string | null>`(select m.poster_key from portal.library_videos v join portal.video_media m on m.id = v.media_id
      where v.series_id = ${videoSeries.id} order by v.position limit 1)`,
  };
}

type SeriesRow = { s: typeof videoSeries.$inferSelect; categoryName: string; videoCount: number; completedCount: number; isFavorite: boolean; posterKey: string | null };

export async function toSeriesSummary(ctx: Ctx, row: SeriesRow, baseUrl: string): Promise<VideoSeriesSummary> {
  const { s } = row;
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    language: s.language as VideoSeriesSummary['language'],
    category: { id: s.categoryId, name: row.categoryName },
    videoCount: row.videoCount,
    completion: row.videoCount ? Math.min(1, row.completedCount / row.videoCount) : 0,
    isFavorite: row.isFavorite,
    isPlusOnly: s.isPlusOnly,
    allowsPlayWithoutVideo: s.allowsPlayWithoutVideo,
    allowsSocialShare: s.allowsSocialShare,
    thumbnailUrl: await fileLink(ctx, row.posterKey, baseUrl),
  };
}

/** A library video with this player's progress and favourite (favourites are per series). */
export function videoColumns(playerId: number) {
  return {
    v: libraryVideos,
    durationSeconds: sql<number>`coalesce(${videoMedia.durationSeconds}, 0)`,
    posterKey: videoMedia.posterKey,
    watchedTime: sql<number>`coalesce((select t.watched_time from portal.video_tracking t where t.video_id = ${libraryVideos.id} and t.player_id = ${playerId}), 0)`,
    completed: sql<boolean>`coalesce((select t.completed from portal.video_tracking t where t.video_id = ${libraryVideos.id} and t.player_id = ${playerId}), false)`,
    isFavorite: sql<boolean>`exists (select 1 from portal.video_favorites f where f.video_id = ${libraryVideos.id} and f.series_id = ${libraryVideos.seriesId} and f.player_id = ${playerId})`,
  };
}

type VideoRow = { v: typeof libraryVideos.$inferSelect; durationSeconds: number; posterKey: string | null; watchedTime: number; completed: boolean; isFavorite: boolean };

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
