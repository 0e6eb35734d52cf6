import {
  Envelope,
  HoleData,
  HoleDataQuery,
  PlayedHoleQuery,
  PlayedHoles,
  RoundComments,
  RoundQuery,
  SatelliteImage,
  SatelliteImageQuery,
  TrackingDetail,
  TrackingPointsBody,
} from '@golf/contracts';
import { callerOf, playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { holeData, satelliteImage } from './hole-map.service.ts';
import { playedHoles, roundComments, saveTrackingPoints, trackingDetail } from './tracking.service.ts';

const tags = ['play'];

export const playRoutes: RoutePlugin = async (app, { ctx }) => {
  const signedIn = requireCaller(ctx);

  app.get(
    '/api/play-game/hole-data',
    { onRequest: signedIn, schema: { tags, querystring: HoleDataQuery, response: { 200: Envelope(HoleData) } } },
    async (request) => ok(await holeData(ctx, callerOf(request), request.query)),
  );

  app.get(
    '/api/play-game/satellite-image',
    { onRequest: signedIn, schema: { tags, querystring: SatelliteImageQuery, response: { 200: Envelope(SatelliteImage) } } },
    async (request, reply) => {
      callerOf(request);
      const image = await satelliteImage(ctx, request.query);
      // A hole's drawing changes only when the course is re-mapped.
      reply.header('cache-control', 'private, max-age=86400');
      return ok(image);
    },
  );

  app.get(
    '/api/play-tracking/detail',
    { onRequest: signedIn, schema: { tags, querystring: RoundQuery, response: { 200: Envelope(TrackingDetail) } } },
    async (request) => ok(await trackingDetail(ctx, callerOf(request), request.query.roundId)),
  );

  app.put(
    '/api/play-tracking/points',
    { onRequest: signedIn, schema: { tags, body: TrackingPointsBody, response: { 200: Envelope(TrackingDetail) } } },
    async (request) => ok(await saveTrackingPoints(ctx, playerOf(request), request.body)),
  );

  app.get(
    '/api/play-golf/comments',
    { onRequest: signedIn, schema: { tags, querystring: RoundQuery, response: { 200: Envelope(RoundComments) } } },
    async (request) => ok(await roundComments(ctx, callerOf(request), request.query.roundId)),
  );

  app.get(
    '/api/play-golf/played-hole',
    { onRequest: signedIn, schema: { tags, querystring: PlayedHoleQuery, response: { 200: Envelope(PlayedHoles) } } },
    async (request) => ok(await playedHoles(ctx, playerOf(request), request.query.roundId)),
  );
};
