import { Type } from 'typebox';
import { notFound } from '../../platform/errors.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { localeOf } from '../../platform/i18n.ts';
import { findStore } from '../store/index.ts';
import { proShopPage } from './pro-shop-page.ts';
import { findProShopBlocks } from './pro-shop.service.ts';

/** The pro shop content page the shop opens in an iframe (page_url of getContentConstructorProShop). */
export const proShopRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/pro-shop/:page',
    {
      schema: {
        hide: true,
        params: Type.Object({ page: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) }),
        querystring: Type.Object({ store: Type.Optional(Type.String({ maxLength: 10 })) }),
      },
    },
    async (request, reply) => {
      const store = findStore(request.query.store ?? (request.headers.store as string | undefined) ?? 'US');
      if (!store) throw notFound('The store');
      const blocks = await findProShopBlocks(ctx.db, store, 'page_identifier', request.params.page);
      if (blocks.length === 0) throw notFound('The page');
      reply.header('cache-control', 'public, max-age=300');
      // Only the shop itself may frame the page.
      reply.header('content-security-policy', "frame-ancestors 'self'");
      reply.type('text/html; charset=utf-8');
      return proShopPage(blocks[0]!.title, blocks, originOf(request, ctx.config).baseUrl, localeOf(request.headers['accept-language']));
    },
  );
};
