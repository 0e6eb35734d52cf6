import { Type } from 'typebox';
import {
  Envelope,
  FittingSessionDetail,
  FittingSessionDetailQuery,
  FittingSessionListQuery,
  FittingSessionSummary,
  PutterSessionDetail,
  PutterSessionQuery,
  PutterSessionSummary,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { fittingSessionDetail, listFittingSessions, listPutterSessions, putterSessionDetail } from './fitting.service.ts';

const tags = ['fitting'];

/** Club fitting (tecfit) and putter fitting (tecput) sessions of the signed-in player. */
export const fittingRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  app.get(
    '/api/v2/tecfit/session',
    { onRequest, schema: { tags, summary: 'Club fitting sessions', response: { 200: Envelope(Type.Array(FittingSessionSummary)) } } },
    async (request) => ok((await listFittingSessions(ctx, playerOf(request))).items),
  );
  app.get(
    '/api/v3/tecfit/session',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Club fitting sessions, paged',
        querystring: FittingSessionListQuery,
        response: {
          200: Envelope(Type.Object({ items: Type.Array(FittingSessionSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })),
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      return ok({ ...(await listFittingSessions(ctx, playerOf(request), page, pageSize)), page, pageSize });
    },
  );
  app.get(
    '/api/tecfit/session/detail',
    {
      onRequest,
      schema: { tags, summary: 'One club fitting session', querystring: FittingSessionDetailQuery, response: { 200: Envelope(FittingSessionDetail) } },
    },
    async (request) => ok(await fittingSessionDetail(ctx, playerOf(request), request.query)),
  );
  app.get(
    '/api/tecput/session',
    { onRequest, schema: { tags, summary: 'Putter fitting sessions', response: { 200: Envelope(Type.Array(PutterSessionSummary)) } } },
    async (request) => ok(await listPutterSessions(ctx, playerOf(request))),
  );
  app.get(
    '/api/tecput/session/detail',
    { onRequest, schema: { tags, summary: 'One putter fitting session', querystring: PutterSessionQuery, response: { 200: Envelope(PutterSessionDetail) } } },
    async (request) => ok(await putterSessionDetail(ctx, playerOf(request), request.query.id)),
  );
};
