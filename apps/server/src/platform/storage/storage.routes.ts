import { Type } from 'typebox';
import type { Ctx } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { RoutePlugin } from '../http/types.ts';
import { urlSignerOf } from './index.ts';
import { FILES_PATH } from './local-store.ts';
import { isObjectKey } from './object-store.ts';

/** Why a signed link was refused, in words a person can act on. */
export function refusedLink(reason: 'unsigned' | 'invalid' | 'expired', what: string): ServiceError {
  if (reason === 'expired') return new ServiceError('forbidden', `This ${what} link has expired. Ask for a new one.`, { code: 'link-expired' });
  return new ServiceError('forbidden', `This ${what} link is not valid. Ask for a new one.`, { code: 'link-invalid' });
}

/**
 * Downloads from the local object store through the links it signs (S3 serves its own). A link
 * works for one file until it expires; any change to it is refused.
 */
export const storageRoutes: RoutePlugin = async (app, { ctx }: { ctx: Ctx }) => {
  if (ctx.storage.kind !== 'local') return;
  const signer = urlSignerOf(ctx.config);

  app.get(
    `${FILES_PATH}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, through a signed and expiring link',
        querystring: Type.Object({ expires: Type.String({ maxLength: 20 }), signature: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const urlPath = request.url.split('?')[0]!;
      const key = urlPath.slice(FILES_PATH.length);
      const check = signer.verify('GET', urlPath, request.query as Record<string, unknown>);
      if (!check.ok) throw refusedLink(check.reason, 'download');
      const file = isObjectKey(key) ? await ctx.storage.get(key) : null;
      if (!file) throw new ServiceError('not-found', 'This file no longer exists.');
      const seconds = Math.max(0, Math.floor((check.expiresAt.getTime() - Date.now()) / 1000));
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', `private, max-age=${seconds}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);
      return reply.send(file.body);
    },
  );
};
