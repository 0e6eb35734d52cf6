import type { TrackingInput, TrackingList, TrackingScore } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Tracking'] });

/** Game tracking entries (GET/POST /api/game-tracking, PUT/DELETE /api/game-tracking/{trackingID}). */
export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    tracking: build.query<TrackingList, void>({ query: () => 'api/game-tracking', providesTags: ['Tracking'] }),
    addTracking: build.mutation<TrackingScore, TrackingInput>({
      query: (body) => ({ url: 'api/game-tracking', method: 'POST', body }),
      invalidatesTags: ['Tracking'],
    }),
    editTracking: build.mutation<TrackingScore, TrackingInput & { trackingID: number }>({
      query: ({ trackingID, ...body }) => ({ url: `api/game-tracking/${trackingID}`, method: 'PUT', body }),
      invalidatesTags: ['Tracking'],
    }),
    deleteTracking: build.mutation<{ trackingID: number }, number>({
      query: (id) => ({ url: `api/game-tracking/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Tracking'],
    }),
  }),
});

export const { useTrackingQuery, useAddTrackingMutation, useEditTrackingMutation, useDeleteTrackingMutation } = trackingApi;
