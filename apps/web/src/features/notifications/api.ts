import type { NotificationList } from '@golf/contracts';
import { portalApi } from '../../lib/api/portal-api';

/** The player's notifications and the read entries (`{ action: 'read', sourceId }`). */
export const notificationsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationList, { page: number; size: number }>({
      query: (params) => ({ url: 'api/v2/player/notification', params }),
      providesTags: ['Notification'],
    }),
    unreadCount: build.query<number, void>({
      query: () => ({ url: 'api/v2/player/notification', params: { size: 1, unreadOnly: true } }),
      transformResponse: (list: NotificationList) => list.unreadCount,
      providesTags: ['Notification'],
    }),
    markRead: build.mutation<{ updated: number; unreadCount: number }, string[]>({
      query: (sourceIds) => ({ url: 'api/v2/tracking/notification', method: 'POST', body: sourceIds.map((sourceId) => ({ action: 'read', sourceId })) }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useNotificationsQuery, useUnreadCountQuery, useMarkReadMutation } = notificationsApi;
