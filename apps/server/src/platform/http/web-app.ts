import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { defaultLocaleOfSite, type Site } from '../regions.ts';
import { compress, encodingOf, type Encoding } from './encoding.ts';

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
 * The language a page host's site speaks to a first visitor, as index.html's
 * `data-site-language`: a regional site's default locale, '' on the global site (the browser's
 * language decides there, as src/lib/i18n/site-language.ts), undefined for a host that is not
 * configured (SITE_HOSTS): the Host header is the caller's to choose, so the page then waits
 * for the configuration call as before.
 */
export function siteLanguageOfHost(host: string | undefined, siteHosts: Record<string, Site>): string | undefined {
  const site = siteHosts[(host ?? '').split(':')[0]!.toLowerCase()];
  if (!site) return undefined;
  return site === 'GLOBAL' ? '' : defaultLocaleOfSite(site);
}

/**
 * index.html with the site's language written in, so the sign-in page index.html paints
 * (static-sign-in/paint.js) shows on a first visit without waiting for the configuration call.
 * Made once per language and encoding; an attribute, not a script, so the CSP hashes still hold.
 */
function indexPages(webDist: string) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const pages = new Map<string, Buffer>();
  return (language: string | undefined, encoding: Encoding): Buffer => {
    const key = `${language}:${encoding}`;
    let page = pages.get(key);
    if (!page) {
      const marked = language === undefined ? html : html.replace(/<html\b/, `<html data-site-language="${language}"`);
      page = compress(Buffer.from(marked), encoding);
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html and the service
 * worker never cached, and every client route answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, siteHosts: Record<string, Site>): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const indexPage = hasWeb ? indexPages(webDist) : undefined;
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
    if (isApiPath(url) || !indexPage || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      return reply.status(404).send({ code: 404, message: `There is no ${request.method} ${url} here.`, data: null });
    }
    const encoding = encodingOf(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(indexPage(siteLanguageOfHost(request.host, siteHosts), encoding));
  });
}
