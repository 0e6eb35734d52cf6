import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Language = Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('ja'), Type.Literal('zh')]);
/** A moment in a video, in seconds (a library video is at most a few hours long). */
const Seconds = Type.Number({ minimum: 0, maximum: 86400 });

export const VIDEO_LANGUAGES = ['en', 'fr', 'ja', 'zh'] as const;
export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

export const VideoIdParams = Type.Object({ id: Id });
export const VideoNoteVideoParams = Type.Object({ videoId: Id });
export const FavoriteVideoParams = Type.Object({ videoId: Id, seriesId: Id });

export const VideoLanguageEntry = Type.Object({ code: Language, seriesCount: Type.Integer() });
export const VideoCategory = Type.Object({ id: Type.Integer(), name: Type.String(), seriesCount: Type.Integer() });
export const VideoCategoriesQuery = Type.Object({ language: Type.Optional(Language) });

export const VideoSeriesQuery = Type.Object({
  language: Type.Optional(Language),
  categoryId: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const VideoSeriesSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  language: Language,
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  videoCount: Type.Integer(),
  /** Videos of the series this player watched to the end, over its videos, 0 to 1. */
  completion: Type.Number(),
  isFavorite: Type.Boolean(),
  isPlusOnly: Type.Boolean(),
  allowsPlayWithoutVideo: Type.Boolean(),
  allowsSocialShare: Type.Boolean(),
  thumbnailUrl: Nullable(Type.String()),
});
export type VideoSeriesSummary = Static<typeof VideoSeriesSummary>;
export const VideoSeriesPage = Type.Object({ items: Type.Array(VideoSeriesSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const VideoInSeries = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  isIntro: Type.Boolean(),
  title: Type.String(),
  description: Type.String(),
  durationSeconds: Type.Number(),
  watchedTime: Type.Number(),
  completed: Type.Boolean(),
  isFavorite: Type.Boolean(),
  thumbnailUrl: Nullable(Type.String()),
});
export type VideoInSeries = Static<typeof VideoInSeries>;
export const VideoSeriesDetail = Type.Object({
  ...VideoSeriesSummary.properties,
  intro: Nullable(VideoInSeries),
  videos: Type.Array(VideoInSeries),
  mayWatch: Type.Boolean(),
});
export type VideoSeriesDetail = Static<typeof VideoSeriesDetail>;

export const MediaStatus = Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')]);
/** Signed, expiring links to a video's files; empty while it is processing. */
export const VideoSources = Type.Object({
  status: MediaStatus,
  mp4: Type.Array(Type.Object({ height: Type.Integer(), width: Type.Integer(), url: Type.String() })),
  hlsUrl: Nullable(Type.String()),
  posterUrl: Nullable(Type.String()),
  /** One image of `stripCount` thumbnails side by side, spread evenly over the video. */
  stripUrl: Nullable(Type.String()),
  stripCount: Type.Integer(),
  captions: Type.Array(Type.Object({ language: Language, url: Type.String() })),
  durationSeconds: Nullable(Type.Number()),
  expiresAt: Type.String(),
});
export type VideoSources = Static<typeof VideoSources>;

export const LibraryVideo = Type.Object({
  ...VideoInSeries.properties,
  series: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    categoryId: Type.Integer(),
    isPlusOnly: Type.Boolean(),
    allowsPlayWithoutVideo: Type.Boolean(),
    allowsSocialShare: Type.Boolean(),
  }),
  /** False for plus-only content the player's plan does not include: no sources then. */
  mayWatch: Type.Boolean(),
  sources: Nullable(VideoSources),
});
export type LibraryVideo = Static<typeof LibraryVideo>;

export const VideoFavorites = Type.Object({
  series: Type.Array(VideoSeriesSummary),
  videos: Type.Array(Type.Object({ ...VideoInSeries.properties, seriesId: Type.Integer(), seriesTitle: Type.String() })),
});

export const VideoNote = Type.Object({ id: Type.Integer(), videoId: Type.Integer(), time: Type.Number(), note: Type.String(), updatedAt: Type.String() });
export type VideoNote = Static<typeof VideoNote>;
const NoteText = Type.String({ minLength: 1, maxLength: 2000 });
export const NewVideoNote = Type.Object({ videoId: Id, time: Seconds, note: NoteText });
export const VideoNoteUpdate = Type.Object({ id: Id, time: Type.Optional(Seconds), note: NoteText });

export const VideoSearchQuery = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }), language: Type.Optional(Language) });
export const VideoSearchResult = Type.Object({
  series: Type.Array(VideoSeriesSummary),
  videos: Type.Array(Type.Object({ ...VideoInSeries.properties, seriesId: Type.Integer(), seriesTitle: Type.String() })),
  recentKeywords: Type.Array(Type.String()),
});
export const RecentKeywords = Type.Object({ recentKeywords: Type.Array(Type.String()) });

export const VideoTrackingBody = Type.Object({ videoId: Id, watchedTime: Seconds });
export const VideoTrackingAnswer = Type.Object({ videoId: Type.Integer(), watchedTime: Type.Number(), completed: Type.Boolean() });

const Label = Type.String({ minLength: 1, maxLength: 60 });
export const AnalyticSessionBody = Type.Object({
  videoId: Id,
  os: Label,
  platform: Label,
  browser: Label,
  device: Label,
  category: Type.Optional(Id),
  seriesId: Type.Optional(Id),
  resolution: Type.Object({ width: Type.Integer({ minimum: 1, maximum: 20000 }), height: Type.Integer({ minimum: 1, maximum: 20000 }) }),
});
export const AnalyticSession = Type.Object({ id: Type.String() });
export const ANALYTIC_EVENT_TYPES = ['play', 'pause', 'seek', 'ended', 'quality'] as const;
export const AnalyticEventBody = Type.Object({
  id: Type.String({ format: 'uuid' }),
  events: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('play'), Type.Literal('pause'), Type.Literal('seek'), Type.Literal('ended'), Type.Literal('quality')]),
      position: Seconds,
      quality: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
      at: Type.Optional(Type.String({ format: 'date-time' })),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export const AnalyticEventsStored = Type.Object({ stored: Type.Integer() });
export const SubscriptionEventBody = Type.Object({
  videoId: Id,
  categoriesId: Type.Optional(Id),
  seriesId: Type.Optional(Id),
  eventTime: Type.String({ format: 'date-time' }),
});
export const SubscriptionEventStored = Type.Object({ id: Type.Integer() });

export const SHARE_TYPES = ['lesson-video', 'swing', 'library-video'] as const;
const ShareTypeSchema = Type.Union([Type.Literal('lesson-video'), Type.Literal('swing'), Type.Literal('library-video')]);
export const ShareBody = Type.Object({
  sourceId: Id,
  type: ShareTypeSchema,
  /** For a lesson video, the lesson it belongs to. */
  lessonId: Type.Optional(Id),
  title: Type.Optional(Type.String({ maxLength: 120 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  thumbnail: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const ShareCreated = Type.Object({ id: Type.String(), shortenUrl: Type.String() });
export const ShareQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const ShareParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const SharedVideo = Type.Object({
  id: Type.String(),
  type: ShareTypeSchema,
  title: Type.String(),
  description: Type.String(),
  sharedBy: Type.String(),
  sources: VideoSources,
});
export type SharedVideo = Static<typeof SharedVideo>;
export const ShareRevoked = Type.Object({ id: Type.String(), revokedAt: Type.String() });

export const SwingVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  createdAt: Type.String(),
  status: MediaStatus,
  durationSeconds: Nullable(Type.Number()),
  thumbnailUrl: Nullable(Type.String()),
  /** A signed link to download the best rendition, once ready. */
  downloadUrl: Nullable(Type.String()),
  sentToCoach: Type.Array(Type.Object({ coachName: Type.String(), comment: Type.String(), sentAt: Type.String(), lessonId: Nullable(Type.Integer()) })),
});
export type SwingVideo = Static<typeof SwingVideo>;
export const SwingVideoList = Type.Object({
  items: Type.Array(SwingVideo),
  limits: Type.Object({ maxBytes: Type.Integer(), maxSeconds: Type.Integer(), types: Type.Array(Type.String()) }),
});
export const SwingVideoDetail = Type.Object({ ...SwingVideo.properties, sources: Nullable(VideoSources) });
export type SwingVideoDetail = Static<typeof SwingVideoDetail>;
export const SwingUploadQuery = Type.Object({ title: Type.Optional(Type.String({ maxLength: 120 })) });
/** A resumable (tus) swing upload's address: the 128-bit id the server gave it at creation. */
export const SwingTusParams = Type.Object({
  uploadId: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'The upload id from the Location of its creation' }),
});
export const SendSwingQuery = Type.Object({ id: Id });
export const SendSwingBody = Type.Object({ comment: Type.String({ minLength: 1, maxLength: 1000 }) });
export const SwingSent = Type.Object({ swingId: Type.Integer(), coachName: Type.String(), lessonId: Nullable(Type.Integer()), sentAt: Type.String() });

/**
 * A swing the player sent their coach about one lesson: the lesson record keeps the exchange. The
 * coach's e-mail link goes straight to the file, so whether the coach opened it is not known.
 */
export const LessonSwingExchange = Type.Object({
  swingId: Type.Integer(),
  title: Type.String(),
  durationSeconds: Nullable(Type.Number()),
  thumbnailUrl: Nullable(Type.String()),
  /** A signed link to play the best rendition. */
  playUrl: Nullable(Type.String()),
  coachName: Type.String(),
  comment: Type.String(),
  sentAt: Type.String(),
});
export type LessonSwingExchange = Static<typeof LessonSwingExchange>;
export const LessonSwingExchanges = Type.Object({ lessonId: Type.Integer(), items: Type.Array(LessonSwingExchange) });
export type LessonSwingExchanges = Static<typeof LessonSwingExchanges>;

/** A library video a swing may be compared with (a model swing). */
export const CompareCandidates = Type.Object({
  swings: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), kind: Type.Literal('swing'), sources: Nullable(VideoSources) })),
  models: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), kind: Type.Literal('library'), sources: Nullable(VideoSources) })),
  lessons: Type.Array(Type.Object({ id: Type.Integer(), lessonId: Type.Integer(), title: Type.String(), kind: Type.Literal('lesson'), url: Type.String() })),
});
export type CompareCandidates = Static<typeof CompareCandidates>;
