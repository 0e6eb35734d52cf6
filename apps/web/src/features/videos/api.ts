import type {
  CompareCandidates,
  LibraryVideo,
  SharedVideo,
  SwingVideo,
  SwingVideoDetail,
  VideoInSeries,
  VideoNote,
  VideoSeriesDetail,
  VideoSeriesSummary,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['VideoSeries', 'Video', 'VideoNote', 'VideoFavorite', 'Swing', 'Share'] });

export interface SeriesPage {
  items: VideoSeriesSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export type VideoHit = VideoInSeries & { seriesId: number; seriesTitle: string };
export interface SearchResult {
  series: VideoSeriesSummary[];
  videos: VideoHit[];
  recentKeywords: string[];
}
export interface SwingList {
  items: SwingVideo[];
  limits: { maxBytes: number; maxSeconds: number; types: string[] };
}
export interface MyShare {
  id: string;
  type: string;
  sourceId: number;
  title: string;
  shortenUrl: string;
  createdAt: string;
}

/** The video library, notes, tracking, analytics, my swings and share links. */
export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    videoLanguages: build.query<{ code: string; seriesCount: number }[], void>({ query: () => 'api/video/languages' }),
    videoCategories: build.query<{ id: number; name: string; seriesCount: number }[], { language?: string }>({
      query: (params) => ({ url: 'api/video/categories', params }),
    }),
    videoSeriesList: build.query<SeriesPage, { language?: string; categoryId?: number }>({
      query: (params) => ({ url: 'api/video/series', params }),
      providesTags: ['VideoSeries', 'VideoFavorite'],
    }),
    videoSeries: build.query<VideoSeriesDetail, number>({ query: (id) => `api/video/series/${id}`, providesTags: ['VideoSeries', 'VideoFavorite'] }),
    libraryVideo: build.query<LibraryVideo, number>({ query: (id) => `api/video/${id}`, providesTags: (_r, _e, id) => [{ type: 'Video', id }] }),
    videoFavorites: build.query<{ series: VideoSeriesSummary[]; videos: VideoHit[] }, void>({
      query: () => 'api/video/favorites',
      providesTags: ['VideoFavorite'],
    }),
    favoriteSeries: build.mutation<unknown, { id: number; on: boolean }>({
      query: ({ id, on }) => ({ url: `api/video/favorites_series/${id}`, method: on ? 'POST' : 'DELETE' }),
      invalidatesTags: ['VideoFavorite'],
    }),
    favoriteVideo: build.mutation<unknown, { videoId: number; seriesId: number; on: boolean }>({
      query: ({ videoId, seriesId, on }) => ({ url: `api/video/favorite/${videoId}/series/${seriesId}`, method: on ? 'POST' : 'DELETE' }),
      invalidatesTags: ['VideoFavorite'],
    }),
    searchVideos: build.query<SearchResult, { keyword: string; language?: string }>({ query: (params) => ({ url: 'api/video/search', params }) }),
    videoNotes: build.query<VideoNote[], number>({
      query: (videoId) => `api/video/notes/${videoId}`,
      providesTags: (_r, _e, videoId) => [{ type: 'VideoNote', id: videoId }],
    }),
    addVideoNote: build.mutation<VideoNote, { videoId: number; time: number; note: string }>({
      query: (body) => ({ url: 'api/video/note', method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => [{ type: 'VideoNote', id: a.videoId }],
    }),
    updateVideoNote: build.mutation<VideoNote, { id: number; videoId: number; note: string; time?: number }>({
      query: ({ videoId: _videoId, ...body }) => ({ url: 'api/video/note', method: 'PUT', body }),
      invalidatesTags: (_r, _e, a) => [{ type: 'VideoNote', id: a.videoId }],
    }),
    deleteVideoNote: build.mutation<unknown, { id: number; videoId: number }>({
      query: ({ id }) => ({ url: `api/video/note/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [{ type: 'VideoNote', id: a.videoId }],
    }),
    trackVideo: build.mutation<{ videoId: number; watchedTime: number; completed: boolean }, { videoId: number; watchedTime: number }>({
      query: (body) => ({ url: 'api/video/tracking', method: 'POST', body }),
    }),
    initVideoSession: build.mutation<
      { id: string },
      {
        videoId: number;
        os: string;
        platform: string;
        browser: string;
        device: string;
        category?: number;
        seriesId?: number;
        resolution: { width: number; height: number };
      }
    >({
      query: (body) => ({ url: 'api/video-analytic/init-session', method: 'POST', body }),
    }),
    videoEvents: build.mutation<
      unknown,
      { id: string; events: { type: 'play' | 'pause' | 'seek' | 'ended' | 'quality'; position: number; quality?: number; at?: string }[] }
    >({
      query: (body) => ({ url: 'api/video-analytic/event', method: 'POST', body }),
    }),
    subscriptionEvent: build.mutation<unknown, { videoId: number; seriesId?: number; categoriesId?: number; eventTime: string }>({
      query: (body) => ({ url: 'api/video-analytic/subscription-event', method: 'POST', body }),
    }),
    mySwings: build.query<SwingList, void>({ query: () => 'api/v2/url-download/my-swings', providesTags: ['Swing'] }),
    mySwing: build.query<SwingVideoDetail, number>({ query: (id) => `api/v2/url-download/my-swing/${id}`, providesTags: ['Swing'] }),
    sendSwingToCoach: build.mutation<{ coachName: string }, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: 'api/send-coach/my-swing', method: 'POST', params: { id }, body: { comment } }),
      invalidatesTags: ['Swing'],
    }),
    createShare: build.mutation<
      { id: string; shortenUrl: string },
      { type: 'swing' | 'lesson-video' | 'library-video'; sourceId: number; lessonId?: number; title?: string }
    >({
      query: (body) => ({ url: 'api/share', method: 'POST', body }),
      invalidatesTags: ['Share'],
    }),
    myShares: build.query<MyShare[], void>({ query: () => 'api/shares', providesTags: ['Share'] }),
    revokeShare: build.mutation<unknown, string>({ query: (id) => ({ url: `api/share/${id}`, method: 'DELETE' }), invalidatesTags: ['Share'] }),
    sharedVideo: build.query<SharedVideo, string>({ query: (id) => ({ url: 'api/share', params: { id } }) }),
    compareCandidates: build.query<CompareCandidates, void>({ query: () => 'api/video/compare-candidates' }),
  }),
});

export const {
  useVideoLanguagesQuery,
  useVideoCategoriesQuery,
  useVideoSeriesListQuery,
  useVideoSeriesQuery,
  useLibraryVideoQuery,
  useVideoFavoritesQuery,
  useFavoriteSeriesMutation,
  useFavoriteVideoMutation,
  useLazySearchVideosQuery,
  useVideoNotesQuery,
  useAddVideoNoteMutation,
  useUpdateVideoNoteMutation,
  useDeleteVideoNoteMutation,
  useTrackVideoMutation,
  useInitVideoSessionMutation,
  useVideoEventsMutation,
  useSubscriptionEventMutation,
  useMySwingsQuery,
  useMySwingQuery,
  useSendSwingToCoachMutation,
  useCreateShareMutation,
  useMySharesQuery,
  useRevokeShareMutation,
  useSharedVideoQuery,
  useCompareCandidatesQuery,
} = videosApi;
