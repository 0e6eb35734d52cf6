import { Type } from 'typebox';
import { Envelope, TrackingInput, TrackingList, TrackingListQuery, TrackingParams, TrackingScore } from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { createTracking, deleteTracking, listTracking, updateTracking } from './tracking.service.ts';

const tags = ['tracking'];

export const trackingRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);

  app.get('/api/game-tracking', { onRequest, schema: { tags, querystring: TrackingListQuery, response: { 200: Envelope(TrackingList) } } }, async (request) =>
    ok(await listTracking(ctx, playerOf(request), request.query)),
  );

  app.post('/api/game-tracking', { onRequest, schema: { tags, body: TrackingInput, response: { 201: Envelope(TrackingScore) } } }, async (request, reply) =>
    reply.status(201).send(ok(await createTracking(ctx, playerOf(request), request.body))),
  );

  app.put(
    '/api/game-tracking/:trackingID',
    { onRequest, schema: { tags, params: TrackingParams, body: TrackingInput, response: { 200: Envelope(TrackingScore) } } },
    async (request) => ok(await updateTracking(ctx, playerOf(request), request.params.trackingID, request.body)),
  );

  app.delete(
    '/api/game-tracking/:trackingID',
    { onRequest, schema: { tags, params: TrackingParams, response: { 200: Envelope(Type.Object({ trackingID: Type.Integer() })) } } },
    async (request) => ok(await deleteTracking(ctx, playerOf(request), request.params.trackingID)),
  );
};
