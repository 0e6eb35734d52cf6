import { and, count, desc, eq } from 'drizzle-orm';
import type { FittingSessionDetail, FittingSessionDetailQuery, FittingSessionSummary, PutterSessionDetail, PutterSessionSummary } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { centerRows } from '../account/index.ts';
import { combinationView, fittingChart, fittingTypeOf, putterView } from './fitting-view.ts';
import { fittingSessions } from './fitting.tables.ts';

type SessionRow = typeof fittingSessions.$inferSelect;

const isTrue = (v: unknown) => v === true || v === 'true' || v === '1';

async function sessionsOf(ctx: Ctx, playerId: number, kind: 'club' | 'putter', page: number, pageSize: number) {
  const where = and(eq(fittingSessions.playerId, playerId), eq(fittingSessions.kind, kind));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ s: fittingSessions, centerName: centerRows.name })
      .from(fittingSessions)
      .innerJoin(centerRows, eq(centerRows.id, fittingSessions.centerId))
      .where(where)
      .orderBy(desc(fittingSessions.createdAt), desc(fittingSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(fittingSessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const summaryOf = ({ s, centerName }: { s: SessionRow; centerName: string }): FittingSessionSummary => ({
  sessionId: s.id,
  created: s.createdAt.toISOString(),
  types: s.types,
  fitter: s.fitter,
  centerName,
  combinationsTested: s.combinations.length,
  clubsRecommended: s.recommendations.length,
});

/** The player's club fitting sessions, newest first (v2: all of them; v3 pages them). */
export async function listFittingSessions(ctx: Ctx, caller: PlayerCaller, page = 1, pageSize = 50): Promise<{ items: FittingSessionSummary[]; total: number }> {
  const { rows, total } = await sessionsOf(ctx, caller.subjectId, 'club', page, pageSize);
  return { items: rows.map(summaryOf), total };
}

/**
 * One club fitting session, narrowed to one fitting type (driver, woods, irons, wedges), found by
 * id or by its start time; `selected` keeps only the combinations the fitter selected;
 * `renderFittingChart` adds the chart data. Another player's session is not found.
 */
export async function fittingSessionDetail(ctx: Ctx, caller: PlayerCaller, q: FittingSessionDetailQuery): Promise<FittingSessionDetail> {
  if (q.sessionId === undefined && q.created === undefined) throw invalid('sessionId', 'Give the session id (sessionId) or its start time (created).');
  const match = q.sessionId !== undefined ? eq(fittingSessions.id, q.sessionId) : eq(fittingSessions.createdAt, new Date(q.created!));
  const [row] = await ctx.db
    .select({ s: fittingSessions, centerName: centerRows.name })
    .from(fittingSessions)
    .innerJoin(centerRows, eq(centerRows.id, fittingSessions.centerId))
    .where(and(match, eq(fittingSessions.playerId, caller.subjectId), eq(fittingSessions.kind, 'club')));
  if (!row || !row.s.types.includes(q.type)) throw notFound('The fitting session');
  const { s } = row;
  const combinations = s.combinations.filter((c) => fittingTypeOf(c.spec.club) === q.type && (!isTrue(q.selected) || c.isSelected)).map(combinationView);
  return {
    sessionId: s.id,
    created: s.createdAt.toISOString(),
    type: q.type,
    types: s.types,
    fitter: s.fitter,
    centerName: row.centerName,
    notes: s.notes,
    combinations,
    recommendations: s.recommendations.filter((r) => fittingTypeOf(r.club) === q.type),
    chart: isTrue(q.renderFittingChart) ? fittingChart(combinations) : null,
  };
}

/** The player's putter fitting sessions, newest first. */
export async function listPutterSessions(ctx: Ctx, caller: PlayerCaller): Promise<PutterSessionSummary[]> {
  const { rows } = await sessionsOf(ctx, caller.subjectId, 'putter', 1, 100);
  return rows.map(({ s, centerName }) => ({
    id: s.id,
    created: s.createdAt.toISOString(),
    fitter: s.fitter,
    centerName,
    puttersTested: s.putters.length,
    recommendation: s.putterRecommendation ?? null,
  }));
}

/** One putter fitting: stroke data per tested putter and the recommendation. Another player's is not found. */
export async function putterSessionDetail(ctx: Ctx, caller: PlayerCaller, id: number): Promise<PutterSessionDetail> {
  const [row] = await ctx.db
    .select({ s: fittingSessions, centerName: centerRows.name })
    .from(fittingSessions)
    .innerJoin(centerRows, eq(centerRows.id, fittingSessions.centerId))
    .where(and(eq(fittingSessions.id, id), eq(fittingSessions.playerId, caller.subjectId), eq(fittingSessions.kind, 'putter')));
  if (!row) throw notFound('The putter fitting session');
  const { s } = row;
  return {
    id: s.id,
    created: s.createdAt.toISOString(),
    fitter: s.fitter,
    centerName: row.centerName,
    notes: s.notes,
    putters: s.putters.map(putterView),
    recommendation: s.putterRecommendation ?? null,
  };
}
