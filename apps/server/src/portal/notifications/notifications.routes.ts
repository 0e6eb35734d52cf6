import { Envelope, NotificationList, NotificationQuery, NotificationReadBody, NotificationReadResult } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import { localeOf } from '../../platform/i18n.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { listNotifications, markRead } from './notifications.service.ts';

export const notificationRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  app.get(
    '/api/v2/player/notification',
    { onRequest: signedIn, schema: { tags: ['notifications'], querystring: NotificationQuery, response: { 200: Envelope(NotificationList) } } },
    async (request) => ok(await listNotifications(ctx, playerOf(request), request.query, localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/v2/tracking/notification',
    { onRequest: signedIn, schema: { tags: ['notifications'], body: NotificationReadBody, response: { 200: Envelope(NotificationReadResult) } } },
    async (request) => ok(await markRead(ctx, playerOf(request), request.body)),
  );
};
