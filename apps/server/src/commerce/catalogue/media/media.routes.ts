import { Type } from 'typebox';
import { notFound } from '../../../platform/errors.ts';
import type { RoutePlugin } from '../../../platform/http/types.ts';
import { categoryImage, giftCardImage, productImage, videoPage } from './images.ts';

const Params = Type.Object({ kind: Type.String({ pattern: '^[a-z-]{2,20}$' }), file: Type.String({ maxLength: 40 }) });
// Pictures are drawn from their path alone: the same path is the same picture for ever.
const FOREVER = 'public, max-age=31536000, immutable';

/** The catalogue's pictures and product videos, drawn by the server (media/images.ts). */
export const mediaRoutes: RoutePlugin = async (app) => {
  const svg =
    (find: (kind: string, file: string) => string | null, what: string) =>
    async (request: { params: { kind: string; file: string } }, reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }) => {
      const image = find(request.params.kind, request.params.file);
      if (!image) throw notFound(what);
      reply.header('cache-control', FOREVER);
      reply.type('image/svg+xml');
      return image;
    };
  app.get('/media/catalog/product/:kind/:file', { schema: { hide: true, params: Params } }, svg(productImage, 'The product image'));
  app.get('/media/catalog/category/:kind/:file', { schema: { hide: true, params: Params } }, svg(categoryImage, 'The category image'));
  app.get('/media/giftcard/:kind/:file', { schema: { hide: true, params: Params } }, svg(giftCardImage, 'The gift card design'));
  app.get(
    '/media/video/:kind/:color',
    {
      schema: {
        hide: true,
        params: Type.Object({ kind: Type.String({ pattern: '^[a-z-]{2,20}$' }), color: Type.String({ pattern: '^[0-9a-f]{6}$' }) }),
        querystring: Type.Object({ title: Type.Optional(Type.String({ maxLength: 120 })) }),
      },
    },
    async (request, reply) => {
      const page = videoPage(request.params.kind, request.params.color, request.query.title ?? 'Product video');
      if (!page) throw notFound('The video');
      reply.header('cache-control', FOREVER);
      reply.type('text/html; charset=utf-8');
      return page;
    },
  );
};
