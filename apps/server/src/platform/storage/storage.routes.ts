import { Type } from 'typebox';
import type { Ctx } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { RoutePlugin } from '../http/types.ts';
import { urlSignerOf } from './index.ts';
import { FILES_PATH, LocalObjectStore } from './local-store.ts';
import { isObjectKey, type ByteRange } from './object-store.ts';

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
  const store = ctx.storage;
  if (!(store instanceof LocalObjectStore)) return;
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
      const file = isObjectKey(key) ? await store.open(key) : null;
      if (!file) throw new ServiceError('not-found', 'This file no longer exists.');
      // Videos seek with Range requests: answer the asked bytes (206), or 416 for a range past the end.
      const range = parseRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        await file.close();
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      const seconds = Math.max(0, Math.floor((check.expiresAt.getTime() - Date.now()) / 1000));
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(range ? range.end - range.start + 1 : file.size))
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${seconds}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);
      return reply.send(file.read(range));
    },
  );
};

/**
 * One byte range of `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes), clipped to the
 * file; undefined for no or an unreadable header (the whole file is sent, as RFC 9110 allows), and
 * 'unsatisfiable' for a range that starts past the end. Several ranges are answered with the first.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)(?:,|$)/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
