import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SwingTusParams } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { SWING_TUS_PATH, swingTusServer, type TusCaller } from './swing-tus.ts';

const tags = ['swings'];

/**
 * Resumable swing uploads (tus 1.0.0: core, creation, termination) under the portal's sign-in.
 * Fastify authenticates and leaves the body unread; the request is handed to the tus server as a
 * web Request (with its caller beside it) and the answer copied back, so the app's own hooks,
 * headers and error shapes still apply.
 */
export const swingTusRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);
  const callers = new WeakMap<Request, TusCaller>();
  const tus = swingTusServer(ctx, callers);
  app.removeAllContentTypeParsers();
  // The tus server streams PATCH bodies to disk itself.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = playerOf(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const origin = originOf(request, ctx.config);
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    const webRequest = new Request(new URL(request.url, origin.baseUrl), {
      method: request.method,
      headers,
      body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    callers.set(webRequest, { caller, baseUrl: origin.baseUrl });
    const response = await tus.handleWeb(webRequest);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    const body = request.method === 'HEAD' ? '' : await response.text();
    return reply.send(body || undefined);
  };

  app.route({
    method: ['POST', 'OPTIONS'],
    url: SWING_TUS_PATH,
    onRequest: signedIn,
    schema: { tags, summary: 'Start a resumable swing upload (tus creation: Upload-Length up to 200 MB, Upload-Metadata filename and title)' },
    handler: forward,
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${SWING_TUS_PATH}/:uploadId`,
    onRequest: signedIn,
    schema: {
      tags,
      summary: 'A resumable swing upload: HEAD its offset, PATCH the next bytes at Upload-Offset, DELETE to cancel; only its owner sees it',
      params: SwingTusParams,
    },
    handler: forward,
  });
};
