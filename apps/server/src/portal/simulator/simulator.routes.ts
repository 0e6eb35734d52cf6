import {
  Activity,
  ActivityList,
  ActivityListQuery,
  ActivityParams,
  BagMapping,
  ClubStatsList,
  DeleteActivityQuery,
  DeletedActivities,
  DeletedShots,
  Envelope,
  IdList,
  ImportBody,
  ImportPreview,
  ImportResult,
  OptionalIdList,
  PracticeQuery,
  PuttingStats,
  ShotCompareQuery,
  ShotComparison,
  ShotCountedChanges,
  ShotUpdates,
  StatsQuery,
  TimeZoneQuery,
  TypeList,
  UpdatedShots,
} from '@golf/contracts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok } from '../../platform/http/origin.ts';
import { writtenAsBuilt } from '../../platform/http/schema-compilers.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { deleteActivities, getActivity, listActivities, listTypes } from './activities.service.ts';
import { importShots, previewImport } from './import/import.service.ts';
import { bagMapping, clubStats, puttingStats } from './insights.service.ts';
import { compareShots, deleteShots, setShotsCounted, updateShots } from './shots.service.ts';

const tags = ['simulator'];
const base = '/skytrak/my-game';

export const simulatorRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);

  // The list and one session are built to their schemas (checked against the compiled serializers under vitest): written by JSON.stringify.
  app.get(
    `${base}/activity`,
    { onRequest, ...writtenAsBuilt, schema: { tags, querystring: ActivityListQuery, response: { 200: Envelope(ActivityList) } } },
    async (request) => ok(await listActivities(ctx, playerOf(request), request.query)),
  );

  app.get(`${base}/activity/type`, { onRequest, schema: { tags, response: { 200: Envelope(TypeList) } } }, async (request) =>
    ok(await listTypes(ctx, playerOf(request))),
  );

  app.get(
    `${base}/activity/:esnActivityId`,
    { onRequest, ...writtenAsBuilt, schema: { tags, params: ActivityParams, querystring: TimeZoneQuery, response: { 200: Envelope(Activity) } } },
    async (request) => ok(await getActivity(ctx, playerOf(request), request.params.esnActivityId, request.query.timeZone)),
  );

  // One session by ?id (what the web app sends), or several by {ids} in the body.
  app.delete(
    `${base}/activity`,
    {
      onRequest,
      // A DELETE by ?id comes without a body; it is read as an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, querystring: DeleteActivityQuery, body: OptionalIdList, response: { 200: Envelope(DeletedActivities) } },
    },
    async (request) => {
      const ids = [...(request.query.id ? [request.query.id] : []), ...(request.body?.ids ?? [])];
      return ok(await deleteActivities(ctx, playerOf(request), ids));
    },
  );

  app.delete(`${base}/activity/shot`, { onRequest, schema: { tags, body: IdList, response: { 200: Envelope(DeletedShots) } } }, async (request) =>
    ok(await deleteShots(ctx, playerOf(request), request.body.ids)),
  );

  app.put(`${base}/shot`, { onRequest, schema: { tags, body: ShotUpdates, response: { 200: Envelope(UpdatedShots) } } }, async (request) =>
    ok(await updateShots(ctx, playerOf(request), request.body)),
  );

  // Include a shot in averages, leave it out, or give it back to the outlier rule.
  app.put(`${base}/shot/counted`, { onRequest, schema: { tags, body: ShotCountedChanges, response: { 200: Envelope(UpdatedShots) } } }, async (request) =>
    ok(await setShotsCounted(ctx, playerOf(request), request.body)),
  );

  app.get(`${base}/shot`, { onRequest, schema: { tags, querystring: ShotCompareQuery, response: { 200: Envelope(ShotComparison) } } }, async (request) =>
    ok(await compareShots(ctx, playerOf(request), request.query.ids)),
  );

  app.get(`${base}/stats/clubs`, { onRequest, schema: { tags, querystring: StatsQuery, response: { 200: Envelope(ClubStatsList) } } }, async (request) =>
    ok(await clubStats(ctx, playerOf(request), request.query)),
  );

  app.get(`${base}/bag-mapping`, { onRequest, schema: { tags, querystring: PracticeQuery, response: { 200: Envelope(BagMapping) } } }, async (request) =>
    ok(await bagMapping(ctx, playerOf(request), request.query)),
  );

  app.get(`${base}/practice-green`, { onRequest, schema: { tags, querystring: PracticeQuery, response: { 200: Envelope(PuttingStats) } } }, async (request) =>
    ok(await puttingStats(ctx, playerOf(request), request.query)),
  );

  app.post(`${base}/import/preview`, { onRequest, schema: { tags, body: ImportBody, response: { 200: Envelope(ImportPreview) } } }, async (request) =>
    ok(await previewImport(ctx, playerOf(request), request.body)),
  );

  app.post(`${base}/import`, { onRequest, schema: { tags, body: ImportBody, response: { 200: Envelope(ImportResult) } } }, async (request) =>
    ok(await importShots(ctx, playerOf(request), request.body)),
  );
};
