import type {
  BagWithClubs,
  Bag,
  CountryStates,
  CourseDetail,
  CoursePage,
  HoleData,
  PlayGolfConfiguration,
  PlaySettingLatest,
  RoundComments,
  RoundCreateBody,
  RoundDetail,
  RoundStats,
  RoundsPage,
  SatelliteImage,
  Scorecard,
  ScorecardBody,
  ScorecardHoleInput,
  ScorecardToggles,
  StatHistory,
  StatSummary,
  TeeBoxList,
  TrackingDetail,
  TrackingPointsBody,
  WeatherBody,
  WeatherResult,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Round', 'Scorecard', 'Tracking', 'RoundStats', 'ScorecardSettings'] });

/** Rounds, scorecards, play tracking, stats and weather (spec 000 §7 "Rounds and bags"). */
export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    rounds: build.query<RoundsPage, void>({
      query: () => ({ url: 'api/v2/play-game/rounds', params: { size: 999, page: 0 } }),
      providesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    round: build.query<RoundDetail, number>({
      query: (id) => `api/play-game/round/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Round', id }],
    }),
    createRound: build.mutation<RoundDetail, RoundCreateBody>({
      query: (body) => ({ url: 'api/play-game/round', method: 'POST', body }),
      invalidatesTags: [{ type: 'Round', id: 'LIST' }, 'RoundStats'],
    }),
    latestPlaySetting: build.query<PlaySettingLatest, void>({
      query: () => 'api/play-golf/play-setting/latest',
      providesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    playGolfConfiguration: build.query<PlayGolfConfiguration, void>({ query: () => 'api/play-golf/configuration', providesTags: ['ScorecardSettings'] }),
    roundTeeBoxes: build.query<TeeBoxList, { courseId?: number; roundId?: number }>({ query: (params) => ({ url: 'api/play-game/round/tee-box', params }) }),
    roundCourseSearch: build.query<CoursePage, { name?: string; country?: string; state?: string }>({
      query: (params) => ({ url: 'api/v2/game-tracking/course', params: { ...params, page: 0, size: 8 } }),
    }),
    roundCourse: build.query<CourseDetail, number>({ query: (id) => `api/v2/game-tracking/course/${id}` }),
    roundCountryStates: build.query<CountryStates, void>({ query: () => 'api/course/country-state' }),
    weather: build.query<WeatherResult, WeatherBody>({ query: (body) => ({ url: 'api/weather', method: 'POST', body }) }),
    scorecard: build.query<Scorecard, number>({
      query: (roundId) => ({ url: 'api/play-golf/scorecard', params: { roundId } }),
      providesTags: (_r, _e, id) => [{ type: 'Scorecard', id }],
    }),
    saveScorecard: build.mutation<Scorecard, ScorecardBody>({
      query: (body) => ({ url: 'api/play-golf/scorecard', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { roundId }) => [
        { type: 'Scorecard', id: roundId },
        { type: 'Round', id: roundId },
        { type: 'Round', id: 'LIST' },
        { type: 'Tracking', id: roundId },
        'RoundStats',
      ],
    }),
    // One entry of the phone's outbox (offline/): its id is also the write's Idempotency-Key, so a
    // resend within a day is answered from the server's keys, and later by the hole's own entry id.
    sendScorecardEntry: build.mutation<Scorecard, { roundId: number; entry: ScorecardHoleInput & { entryId: string } }>({
      query: ({ roundId, entry }) => ({
        url: 'api/play-golf/scorecard',
        method: 'PUT',
        body: { roundId, holes: [entry] },
        headers: { 'idempotency-key': entry.entryId },
      }),
      invalidatesTags: (_r, _e, { roundId }) => [
        { type: 'Scorecard', id: roundId },
        { type: 'Round', id: roundId },
        { type: 'Round', id: 'LIST' },
        { type: 'Tracking', id: roundId },
        'RoundStats',
      ],
    }),
    saveScorecardSettings: build.mutation<ScorecardToggles, Partial<ScorecardToggles>>({
      query: (body) => ({ url: 'api/play-golf/scorecard/setting', method: 'PUT', body }),
      invalidatesTags: ['ScorecardSettings', 'Scorecard'],
    }),
    statSummary: build.query<StatSummary, number | void>({
      query: (roundId) => ({ url: 'api/play-golf/stat-summary', params: roundId ? { roundId } : {} }),
      providesTags: ['RoundStats'],
    }),
    roundStats: build.query<RoundStats, void>({ query: () => 'api/play-game/round/stats', providesTags: ['RoundStats'] }),
    statHistory: build.query<StatHistory, { reporting: string; lastFiveRounds: boolean }>({
      query: (params) => ({ url: 'api/play-golf/stat-history', params }),
      providesTags: ['RoundStats'],
    }),
    holeData: build.query<HoleData, { courseId: number; holeNumber: number; backgroundColor?: string }>({
      query: (params) => ({ url: 'api/play-game/hole-data', params }),
    }),
    holeImage: build.query<SatelliteImage, { courseId: number; hole: number }>({ query: (params) => ({ url: 'api/play-game/satellite-image', params }) }),
    tracking: build.query<TrackingDetail, number>({
      query: (roundId) => ({ url: 'api/play-tracking/detail', params: { roundId } }),
      providesTags: (_r, _e, id) => [{ type: 'Tracking', id }],
    }),
    saveHole: build.mutation<TrackingDetail, TrackingPointsBody>({
      query: (body) => ({ url: 'api/play-tracking/points', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { roundId }) => [{ type: 'Tracking', id: roundId }, { type: 'Round', id: roundId }, 'RoundStats'],
    }),
    // One save of the phone's play-tracking outbox (offline/): its entry id is the Idempotency-Key too.
    sendTrackingEntry: build.mutation<TrackingDetail, TrackingPointsBody & { entryId: string; editedAt: string }>({
      query: (body) => ({ url: 'api/play-tracking/points', method: 'PUT', body, headers: { 'idempotency-key': body.entryId } }),
      invalidatesTags: (_r, _e, { roundId }) => [{ type: 'Tracking', id: roundId }, { type: 'Round', id: roundId }, 'RoundStats'],
    }),
    roundComments: build.query<RoundComments, number>({
      query: (roundId) => ({ url: 'api/play-golf/comments', params: { roundId } }),
      providesTags: (_r, _e, id) => [{ type: 'Tracking', id }],
    }),
    // The clubs of the player's current bag, to name the club of each shot.
    roundBags: build.query<Bag[], void>({ query: () => 'api/my-bags' }),
    roundBag: build.query<BagWithClubs, number>({ query: (id) => `api/bag/${id}` }),
  }),
});

export const {
  useRoundsQuery,
  useRoundQuery,
  useCreateRoundMutation,
  useLatestPlaySettingQuery,
  usePlayGolfConfigurationQuery,
  useRoundTeeBoxesQuery,
  useRoundCourseSearchQuery,
  useRoundCourseQuery,
  useRoundCountryStatesQuery,
  useWeatherQuery,
  useScorecardQuery,
  useSaveScorecardMutation,
  useSendScorecardEntryMutation,
  useSaveScorecardSettingsMutation,
  useStatSummaryQuery,
  useRoundStatsQuery,
  useStatHistoryQuery,
  useHoleDataQuery,
  useHoleImageQuery,
  useTrackingQuery,
  useSaveHoleMutation,
  useSendTrackingEntryMutation,
  useRoundCommentsQuery,
  useRoundBagsQuery,
  useRoundBagQuery,
} = roundsApi;
