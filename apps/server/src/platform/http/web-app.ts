import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to an API: an unknown one answers a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/graphql', '/rest/', '/schedule/', '/v2/schedule/', '/skytrak/', '/STSVEN/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * The content security policy's sources for index.html's inline scripts ('sha256-…'), which the
 * policy otherwise refuses: the sign-in page it paints before the app's script has arrived
 * (apps/web/static-sign-in). Read from the build the server serves, so they always agree.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const scripts = readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html and the service
 * worker never cached, and every client route answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (isApiPath(url) || !hasWeb || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      return reply.status(404).send({ code: 404, message: `There is no ${request.method} ${url} here.`, data: null });
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
