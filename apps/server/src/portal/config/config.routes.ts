import { Type } from 'typebox';
import { Configuration, Country, Envelope, LOCALES, PublicConfiguration, TranslationQuery } from '@golf/contracts';
import { listCountries } from '../../platform/geo/countries.ts';
import { localeOf } from '../../platform/i18n.ts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { defaultLocaleOfSite, isRegion, siteOfHost, storesOfRegion, type Site } from '../../platform/regions.ts';
import { VERSION } from '../../version.ts';
import { findPlayer } from '../account/index.ts';
import { encodingOf } from '../../platform/http/encoding.ts';
import { translationBodyFor } from './translations.ts';

const SITE_REGIONS: Record<Site, string[]> = {
  GLOBAL: ['US', 'GB', 'CA'],
  CN: ['CN'],
  QB: ['QB'],
  SG: ['SG'],
  HK: ['HK'],
  JP: ['JP'],
  AE: ['AE'],
  ZA: ['ZA'],
};

export const configRoutes: RoutePlugin = async (app, { ctx }) => {
  const publicConfiguration = (host: string, baseUrl: string) => {
    const site = siteOfHost(host, ctx.config.siteHosts);
    const region = SITE_REGIONS[site][0]!;
    const stores = storesOfRegion(isRegion(region) ? region : 'US');
    return {
      site,
      region: SITE_REGIONS[site],
      isJapan: site === 'JP',
      locales: [...LOCALES],
      defaultLocale: defaultLocaleOfSite(site),
      commerceUrl: baseUrl,
      mainStoreCode: stores.main,
      launchMonitorStoreCode: stores.launchMonitor,
      version: VERSION,
    };
  };

  app.get('/api/public/configuration', { schema: { tags: ['config'], response: { 200: Envelope(PublicConfiguration) } } }, async (request) =>
    ok(publicConfiguration(request.host, originOf(request, ctx.config).baseUrl)),
  );

  app.get(
    '/api/configuration',
    { onRequest: requireCaller(ctx), schema: { tags: ['config'], response: { 200: Envelope(Configuration) } } },
    async (request) => {
      const caller = playerOf(request);
      const player = await findPlayer(ctx.db, caller.subjectId);
      const base = publicConfiguration(request.host, originOf(request, ctx.config).baseUrl);
      const type = player?.type ?? 1;
      const features = type === 3 ? ['simulator', 'shop'] : ['lessons', 'simulator', 'rounds', 'bags', 'shop'];
      return ok({ ...base, playerRegion: player?.region ?? caller.region, userType: type, features });
    },
  );

  app.get(
    '/api/translation',
    { schema: { tags: ['config'], querystring: TranslationQuery, response: { 200: Envelope(Type.Record(Type.String(), Type.Any())) } } },
    async (request, reply) => {
      // Sent as made once per process, compressed (the server compresses no other answer).
      const encoding = encodingOf(request.headers['accept-encoding']);
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already the schema's answer as bytes: Fastify sends a Buffer as it is, without serialising.
      return reply.send(translationBodyFor(request.query.lang ?? 'en', encoding) as never);
    },
  );

  app.get('/api/info-country', { schema: { tags: ['config'], response: { 200: Envelope(Type.Array(Country)) } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return ok(listCountries(localeOf(request.headers['accept-language'])));
  });
};
