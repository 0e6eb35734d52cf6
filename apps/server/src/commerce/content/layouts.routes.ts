import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Envelope, ShopLayout, ShopLayoutQuery } from '@golf/contracts';
import { notFound } from '../../platform/errors.ts';
import { localeOf } from '../../platform/i18n.ts';
import { ttlMemo } from '../../platform/memo.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { viewLocaleOf } from '../catalogue/index.ts';
import { findStore, type Store } from '../store/index.ts';
import { shopLayout } from './layouts.service.ts';

/** Shop layouts are public marketing content: browsers and shared caches may keep them briefly. */
const CACHE = 'public, max-age=300, stale-while-revalidate=60';

/**
 * Which store a layout call is for: `store` in the query, else the Store header, else the
 * launch-monitor flag (isSkytrak) or the site's main store.
 */
function storeOf(query: ShopLayoutQuery, header: string | string[] | undefined, site: string): Store {
  const code = query.store ?? (Array.isArray(header) ? header[0] : header);
  if (code) {
    const store = findStore(code);
    if (!store) throw notFound(`The store "${code}"`);
    return store;
  }
  if (query.isSkytrak) return findStore('STSVEN')!;
  return findStore(site === 'JP' ? 'JP' : 'US')!;
}

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** GET /api/v3/layout/shop and the category and product layouts: the blocks a shop page renders. */
export const layoutRoutes: RoutePlugin = async (app, { ctx }) => {
  // A layout is the same for every shopper of a store and costs some twenty queries (its carousels'
  // products and prices): each is computed once per half minute and shared, well within max-age.
  const layouts = ttlMemo<ShopLayout>({ ttlMs: 30_000, maxEntries: 2000 });
  const answer = async (
    request: FastifyRequest,
    query: ShopLayoutQuery,
    reply: FastifyReply,
    page: 'shop' | 'category' | 'product',
    targetId: number | null,
  ) => {
    const origin = originOf(request, ctx.config);
    const store = storeOf(query, request.headers.store, origin.site);
    // Texts follow the store view: the shopper's language where the store has a view in it.
    const view = viewLocaleOf(store, localeOf(request.headers['accept-language']));
    const layout = await layouts.get(`${store.code} ${view} ${origin.baseUrl} ${page} ${targetId}`, () =>
      shopLayout(ctx.db, store, origin.baseUrl, page, targetId, ctx.clock.now(), view),
    );
    reply.header('cache-control', CACHE);
    reply.header('vary', 'Store, Accept-Language');
    return ok(layout);
  };
  const response = { 200: Envelope(ShopLayout) };
  app.get('/api/v3/layout/shop', { schema: { tags: ['shop'], querystring: ShopLayoutQuery, response } }, (request, reply) =>
    answer(request, request.query, reply, 'shop', null),
  );
  app.get(
    '/api/v3/shop/category/layout/:catID',
    { schema: { tags: ['shop'], querystring: ShopLayoutQuery, params: Type.Object({ catID: Id }), response } },
    (request, reply) => answer(request, request.query, reply, 'category', request.params.catID),
  );
  app.get(
    '/api/v3/shop/product/layout/:productID',
    { schema: { tags: ['shop'], querystring: ShopLayoutQuery, params: Type.Object({ productID: Id }), response } },
    (request, reply) => answer(request, request.query, reply, 'product', request.params.productID),
  );
};
