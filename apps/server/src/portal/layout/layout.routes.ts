import { Envelope, HomeLayout, HomeLayoutQuery } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import { localeOf } from '../../platform/i18n.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { homeLayout } from './layout.service.ts';

export const layoutRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/v3/layout/home',
    { onRequest: requireCaller(ctx), schema: { tags: ['layout'], querystring: HomeLayoutQuery, response: { 200: Envelope(HomeLayout) } } },
    async (request) => ok(await homeLayout(ctx, playerOf(request), request.query, localeOf(request.headers['accept-language']))),
  );
};
