import { Type, type Static } from 'typebox';

/** What happened, for the icon and the link; the other areas add kinds as they notify. */
export const NOTIFICATION_KINDS = [
  'lesson-booked',
  'lesson-rescheduled',
  'lesson-cancelled',
  'lesson-reminder',
  'waiting-list-offer',
  'order-shipped',
  'referral-contact',
  'referral-joined',
  'referral-credit',
  'plus',
  'account',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  sourceId: Type.String(),
  isRead: Type.Boolean(),
  createdAt: Type.String(),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  unreadOnly: Type.Optional(Type.Boolean()),
});
export const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
  pageNo: Type.Integer(),
  totalRecord: Type.Integer(),
});
export type NotificationList = Static<typeof NotificationList>;

/**
 * POST /api/v2/tracking/notification: read entries, `{ action: 'read', sourceId }` (every
 * notification of that source), or with `id` only that one notification of the source.
 */
export const NotificationReadEntry = Type.Object({
  action: Type.Literal('read'),
  sourceId: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Integer()]),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const NotificationReadBody = Type.Array(NotificationReadEntry, { minItems: 1, maxItems: 200 });
export const NotificationReadResult = Type.Object({ updated: Type.Integer(), unreadCount: Type.Integer() });
