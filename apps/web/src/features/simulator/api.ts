import type {
  Activity,
  ActivityList,
  ActivityListQuery,
  BagMapping,
  ClubStats,
  ImportBody,
  ImportPreview,
  ImportResult,
  PuttingStats,
  Shot,
  ShotCountedChanges,
  ShotUpdates,
  TypeList,
  Units,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Activity', 'ActivityList', 'PracticeStats'] });
type ListArgs = Partial<ActivityListQuery>;

/** Launch-monitor sessions and shots, their statistics, and the CSV import. */
export const simulatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The session list (spec §4): one cache entry per filter; page 0 replaces what is shown, a
     * higher page appends to it.
     */
    activities: build.query<ActivityList, ListArgs>({
      query: (args) => ({ url: 'skytrak/my-game/activity', params: { ...args, size: 20 } }),
      serializeQueryArgs: ({ queryArgs }) => {
        const { page: _page, ...filters } = queryArgs;
        return JSON.stringify(filters);
      },
      merge: (current, incoming) => {
        if (incoming.pageNo === 0) return incoming;
        const seen = new Set(current.activities.map((a) => a.esnActivityId));
        // Later pages carry no club statistics: those of page 0 hold for the whole selection.
        return {
          ...current,
          pageNo: incoming.pageNo,
          totalRecord: incoming.totalRecord,
          activities: [...current.activities, ...incoming.activities.filter((a) => !seen.has(a.esnActivityId))],
        };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      providesTags: ['ActivityList'],
    }),
    activity: build.query<Activity, number>({
      query: (id) => `skytrak/my-game/activity/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Activity', id }],
    }),
    activityTypes: build.query<TypeList, void>({ query: () => 'skytrak/my-game/activity/type', providesTags: ['ActivityList'] }),
    updateShots: build.mutation<{ shots: Shot[]; units: Units }, ShotUpdates & { esnActivityId?: number }>({
      query: (updates) => ({ url: 'skytrak/my-game/shot', method: 'PUT', body: updates.map(({ skyTrakShotId, clubType }) => ({ skyTrakShotId, clubType })) }),
      invalidatesTags: ['Activity', 'ActivityList', 'PracticeStats'],
    }),
    setShotsCounted: build.mutation<{ shots: Shot[]; units: Units }, ShotCountedChanges>({
      query: (body) => ({ url: 'skytrak/my-game/shot/counted', method: 'PUT', body }),
      invalidatesTags: ['Activity', 'ActivityList', 'PracticeStats'],
    }),
    deleteShots: build.mutation<{ deletedShotIds: number[]; deletedActivityIds: number[] }, number[]>({
      query: (ids) => ({ url: 'skytrak/my-game/activity/shot', method: 'DELETE', body: { ids } }),
      invalidatesTags: ['Activity', 'ActivityList', 'PracticeStats'],
    }),
    deleteActivity: build.mutation<{ deletedActivityIds: number[] }, number>({
      query: (id) => ({ url: 'skytrak/my-game/activity', method: 'DELETE', params: { id } }),
      invalidatesTags: ['ActivityList', 'PracticeStats'],
    }),
    compareShots: build.query<{ shots: Shot[]; units: Units }, number[]>({ query: (ids) => `skytrak/my-game/shot?ids=${ids.join(',')}` }),
    clubStats: build.query<{ clubs: ClubStats[]; units: Units }, { clubTypes?: string; fromDate?: string; toDate?: string }>({
      query: (params) => ({ url: 'skytrak/my-game/stats/clubs', params }),
      providesTags: ['PracticeStats'],
    }),
    bagMapping: build.query<BagMapping, void>({ query: () => 'skytrak/my-game/bag-mapping', providesTags: ['PracticeStats'] }),
    puttingStats: build.query<PuttingStats, void>({ query: () => 'skytrak/my-game/practice-green', providesTags: ['PracticeStats'] }),
    previewImport: build.mutation<ImportPreview, ImportBody>({ query: (body) => ({ url: 'skytrak/my-game/import/preview', method: 'POST', body }) }),
    importShots: build.mutation<ImportResult, ImportBody>({
      query: (body) => ({ url: 'skytrak/my-game/import', method: 'POST', body }),
      invalidatesTags: ['ActivityList', 'PracticeStats'],
    }),
  }),
});

export const {
  useActivitiesQuery,
  useActivityQuery,
  useActivityTypesQuery,
  useUpdateShotsMutation,
  useDeleteShotsMutation,
  useSetShotsCountedMutation,
  useDeleteActivityMutation,
  useCompareShotsQuery,
  useClubStatsQuery,
  useBagMappingQuery,
  usePuttingStatsQuery,
  usePreviewImportMutation,
  useImportShotsMutation,
} = simulatorApi;
