import type { NotificationList, WaitingListConfirmation } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

/** The player's notifications and the read entries (`{ action: 'read', sourceId }`). */
export const notificationsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Notification', 'Appointment', 'Credit'] }).injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the server renders the texts in the Accept-Language of the request.
    notifications: build.query<NotificationList, { page: number; size: number; language: string }>({
      query: ({ page, size }) => ({ url: 'api/v2/player/notification', params: { page, size } }),
      providesTags: ['Notification'],
    }),
    unreadCount: build.query<number, void>({
      query: () => ({ url: 'api/v2/player/notification', params: { size: 1, unreadOnly: true } }),
      transformResponse: (list: NotificationList) => list.unreadCount,
      providesTags: ['Notification'],
    }),
    /** Marks every notification of each source read, or only the one of an entry that names its id. */
    markRead: build.mutation<{ updated: number; unreadCount: number }, { sourceId: string; id?: number }[]>({
      query: (entries) => ({ url: 'api/v2/tracking/notification', method: 'POST', body: entries.map((entry) => ({ action: 'read', ...entry })) }),
      invalidatesTags: ['Notification'],
    }),
    /** Takes the waiting-list place a notification offers (the lessons screen's confirm call). */
    confirmOfferedPlace: build.mutation<WaitingListConfirmation, { id: number; timeZone: string }>({
      query: ({ id, timeZone }) => ({ url: `schedule/confirmWaitingList/${id}`, params: { timeZone } }),
      invalidatesTags: ['Notification', 'Appointment', 'Credit'],
    }),
  }),
});

export const { useNotificationsQuery, useUnreadCountQuery, useMarkReadMutation, useConfirmOfferedPlaceMutation } = notificationsApi;
