import { boolean, doublePrecision, index, integer, jsonb, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portalSchema } from '../../platform/db/index.ts';
import { coaches, players } from '../account/account.tables.ts';

export type MediaStatus = 'processing' | 'ready' | 'failed';
export interface Rendition {
  height: number;
  width: number;
  key: string;
}

/**
 * One playable video in the object store: the uploaded original (when there is one) and what the
 * transcode job made of it (MP4 renditions, an HLS playlist, a poster, a thumbnail strip, captions).
 * Library videos, swings and their shares all point here.
 */
export const videoMedia = portalSchema.table('video_media', {
  id: serial('id').primaryKey(),
  status: text('status').$type<MediaStatus>().notNull().default('processing'),
  /** Object-store folder of every derived file. */
  prefix: text('prefix').notNull(),
  sourceKey: text('source_key'),
  durationSeconds: doublePrecision('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  renditions: jsonb('renditions').$type<Rendition[]>().notNull().default([]),
  hlsKey: text('hls_key'),
  posterKey: text('poster_key'),
  stripKey: text('strip_key'),
  stripCount: smallint('strip_count').notNull().default(0),
  /** WebVTT caption files by language. */
  captions: jsonb('captions').$type<Record<string, string>>().notNull().default({}),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
});

export const videoCategories = portalSchema.table('video_categories', {
  id: serial('id').primaryKey(),
  /** The category's name in each site language. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  position: smallint('position').notNull().default(0),
});

/** A series of library videos in one language, played in order. */
export const videoSeries = portalSchema.table(
  'video_series',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Audio and notes only, for listening on the range. */
    allowsPlayWithoutVideo: boolean('allows_play_without_video').notNull().default(false),
    allowsSocialShare: boolean('allows_social_share').notNull().default(true),
    isPlusOnly: boolean('is_plus_only').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('video_series_language_idx').on(t.language, t.categoryId, t.position),
    index('video_series_title_trgm_idx').using('gist', t.title.op('gist_trgm_ops')),
    // Search matches descriptions too (ILIKE '%term%'): trigrams answer it from the index.
    index('video_series_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/** A library video: a series' intro (position 0, `isIntro`) or one of its numbered videos. */
export const libraryVideos = portalSchema.table(
  'library_videos',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => videoSeries.id),
    mediaId: integer('media_id')
      .notNull()
      .references(() => videoMedia.id),
    position: integer('position').notNull(),
    isIntro: boolean('is_intro').notNull().default(false),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('library_videos_series_position_key').on(t.seriesId, t.position),
    index('library_videos_title_trgm_idx').using('gist', t.title.op('gist_trgm_ops')),
  ],
);

export const videoNotes = portalSchema.table(
  'video_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => libraryVideos.id),
    /** Seconds into the video. */
    time: doublePrecision('time').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_notes_player_video_idx').on(t.playerId, t.videoId, t.time)],
);

export const videoFavoriteSeries = portalSchema.table(
  'video_favorite_series',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => videoSeries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.seriesId] })],
);

export const videoFavorites = portalSchema.table(
  'video_favorites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => libraryVideos.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => videoSeries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.videoId, t.seriesId] })],
);

/** Where a player stopped in a video, kept across devices. */
export const videoTracking = portalSchema.table(
  'video_tracking',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => libraryVideos.id),
    watchedTime: doublePrecision('watched_time').notNull(),
    /** Watched to within the last few seconds at least once. */
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.videoId] })],
);

export const videoSearchKeywords = portalSchema.table(
  'video_search_keywords',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    keyword: text('keyword').notNull(),
    language: text('language').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.language, t.keyword] }), index('video_search_keywords_recent_idx').on(t.playerId, t.searchedAt)],
);

export const videoAnalyticSessions = portalSchema.table(
  'video_analytic_sessions',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => libraryVideos.id),
    os: text('os').notNull(),
    platform: text('platform').notNull(),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    categoryId: integer('category_id'),
    seriesId: integer('series_id'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_analytic_sessions_player_idx').on(t.playerId)],
);

export const videoAnalyticEvents = portalSchema.table(
  'video_analytic_events',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => videoAnalyticSessions.id),
    type: text('type').notNull(),
    /** Position in the video when it happened, in seconds. */
    position: doublePrecision('position').notNull(),
    /** Quality changes: the new height. */
    quality: integer('quality'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_analytic_events_session_idx').on(t.sessionId)],
);

/** A player met plus-only content (spec: subscription events). */
export const videoSubscriptionEvents = portalSchema.table('video_subscription_events', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id),
  videoId: integer('video_id')
    .notNull()
    .references(() => libraryVideos.id),
  categoryId: integer('category_id'),
  seriesId: integer('series_id'),
  eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

/** A player's own swing video. */
export const swings = portalSchema.table(
  'swings',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    mediaId: integer('media_id')
      .notNull()
      .references(() => videoMedia.id),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('swings_player_idx').on(t.playerId, t.createdAt)],
);

/** A swing sent to the player's coach with a comment; kept with the lesson it belongs to. */
export const swingCoachMessages = portalSchema.table(
  'swing_coach_messages',
  {
    id: serial('id').primaryKey(),
    swingId: integer('swing_id')
      .notNull()
      .references(() => swings.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    /** The player's latest lesson with that coach, when there is one. */
    lessonId: integer('lesson_id'),
    comment: text('comment').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('swing_coach_messages_swing_idx').on(t.swingId), index('swing_coach_messages_lesson_idx').on(t.lessonId)],
);

export type ShareType = 'lesson-video' | 'swing' | 'library-video';

/** A share link: a random id of 128 bits that opens one video without signing in, until revoked. */
export const videoShares = portalSchema.table(
  'video_shares',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    type: text('type').$type<ShareType>().notNull(),
    sourceId: integer('source_id').notNull(),
    mediaId: integer('media_id').references(() => videoMedia.id),
    /** Lesson videos are files of their own, not media rows. */
    fileKey: text('file_key'),
    thumbnailKey: text('thumbnail_key'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('video_shares_player_idx').on(t.playerId, t.createdAt)],
);
