import { and, asc, eq, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ReportingPeriod, RoundStats, StatHistory, StatHistoryPoint, StatSummary } from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { getAbout } from '../account/index.ts';
import { assertOwnPlayerId } from '../courses/index.ts';
import { strokesOfRounds } from '../play/index.ts';
import { holesOfRounds, readableRound, roundRows, toHoleScore, type RoundRow } from '../rounds/index.ts';
import { toHandicapFigure } from './figures.ts';
import { playerHandicap, type PlayerHandicap } from './handicap.service.ts';
import { holeStats, isPlayed, parAverages, scorecardTotals, type HoleScore } from '../scoring/index.ts';
import { sumStrokesGained, type Stroke } from '../scoring/index.ts';

interface RoundData {
  round: Pick<RoundRow, 'id' | 'playedAt' | 'courseName' | 'scope'>;
  holes: HoleScore[];
  strokes: Stroke[];
}

async function loadRounds(ctx: Ctx, list: RoundData['round'][]): Promise<RoundData[]> {
  const ids = list.map((r) => r.id);
  const [holes, strokes] = await Promise.all([holesOfRounds(ctx.db, ids), strokesOfRounds(ctx.db, ids)]);
  return list
    .map((round) => ({ round, holes: (holes.get(round.id) ?? []).map(toHoleScore), strokes: strokes.get(round.id) ?? [] }))
    .filter((r) => r.holes.some(isPlayed));
}

const mean = (values: number[], decimals = 1) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10 ** decimals) / 10 ** decimals : null;

/** Sums up rounds: scoring averages, hole statistics, strokes gained per round, differential and index. */
function summarise(data: RoundData[], handicap: PlayerHandicap, roundId: number | null): StatSummary {
  const holes = data.flatMap((d) => d.holes);
  const scored = holes.filter((h) => h.status === 'played' && h.score !== null);
  const complete18 = data.filter(
    (d) => d.round.scope === 18 && d.holes.length === 18 && d.holes.every(isPlayed) && d.holes.every((h) => h.status === 'played'),
  );
  const totals = complete18.map((d) => scorecardTotals(d.holes).total.score);
  const withStrokes = data.filter((d) => d.strokes.length > 0);
  return {
    roundId,
    rounds: data.length,
    holesPlayed: holes.filter(isPlayed).length,
    scoring: {
      averageScore: mean(totals),
      bestScore: totals.length ? Math.min(...totals) : null,
      averageToParPerHole: mean(
        scored.map((h) => h.score! - h.par),
        2,
      ),
      ...parAverages(holes),
    },
    stats: holeStats(holes),
    strokesGained: sumStrokesGained(
      withStrokes.flatMap((d) => d.strokes),
      Math.max(1, withStrokes.length),
    ),
    differential: roundId === null ? null : (handicap.byRound.get(roundId)?.differential ?? null),
    handicapIndex: handicap.current.handicapIndex,
  };
}

function playerRounds(ctx: Ctx, playerId: number, since?: string) {
  return ctx.db
    .select({ id: roundRows.id, playedAt: roundRows.playedAt, courseName: roundRows.courseName, scope: roundRows.scope })
    .from(roundRows)
    .where(and(eq(roundRows.playerId, playerId), since ? gte(roundRows.playedAt, since) : undefined))
    .orderBy(asc(roundRows.playedAt), asc(roundRows.id));
}

/**
 * The stats summary of one round (roundId; its player or an attached coach may read it) or of all
 * the caller's rounds. Another player's round or id answers 404.
 */
export async function statSummary(ctx: Ctx, caller: Caller, query: { playerId?: number; roundId?: number }): Promise<StatSummary> {
  if (query.roundId !== undefined) {
    const { round } = await readableRound(ctx.db, caller, query.roundId);
    if (query.playerId !== undefined && query.playerId !== round.playerId) throw new ServiceError('not-found', 'That player was not found.');
    const [data, handicap] = await Promise.all([loadRounds(ctx, [round]), playerHandicap(ctx.db, round.playerId)]);
    return summarise(data, handicap, round.id);
  }
  if (caller.role !== 'player') throw new ServiceError('forbidden', 'Give the round to sum up (roundId).');
  assertOwnPlayerId(caller, query.playerId);
  const [data, handicap] = await Promise.all([
    playerRounds(ctx, caller.subjectId).then((list) => loadRounds(ctx, list)),
    playerHandicap(ctx.db, caller.subjectId),
  ]);
  return summarise(data, handicap, null);
}

/** The caller's overall stats: rounds played, the handicap index with the differentials it comes from, and the summary. */
export async function roundStats(ctx: Ctx, caller: PlayerCaller, playerId?: number): Promise<RoundStats> {
  assertOwnPlayerId(caller, playerId);
  const [data, handicap, about] = await Promise.all([
    playerRounds(ctx, caller.subjectId).then((list) => loadRounds(ctx, list)),
    playerHandicap(ctx.db, caller.subjectId),
    getAbout(ctx, caller),
  ]);
  return {
    roundsPlayed: data.length,
    handicap: handicap.current,
    handicapFigure: toHandicapFigure(handicap.current, about.handicap),
    summary: summarise(data, handicap, null),
  };
}

const PERIOD_MONTHS: Record<ReportingPeriod, number | null> = { all: null, year: 12, '6m': 6, '3m': 3, '1m': 1 };

/**
 * Round by round, oldest first, for the charts: score, putts, fairways, greens, scrambling,
 * penalties, differential and strokes gained. The reporting filter keeps a period; the
 * trailing-five filter keeps the five most recent rounds of it.
 */
export async function statHistory(
  ctx: Ctx,
  caller: PlayerCaller,
  query: { playerId?: number; reporting?: ReportingPeriod; lastFiveRounds?: boolean },
): Promise<StatHistory> {
  assertOwnPlayerId(caller, query.playerId);
  const reporting = query.reporting ?? 'all';
  const months = PERIOD_MONTHS[reporting];
  const since = months === null ? undefined : DateTime.fromJSDate(ctx.clock.now(), { zone: 'utc' }).minus({ months }).toISODate()!;
  const [all, handicap] = await Promise.all([
    playerRounds(ctx, caller.subjectId, since).then((list) => loadRounds(ctx, list)),
    playerHandicap(ctx.db, caller.subjectId),
  ]);
  const data = query.lastFiveRounds ? all.slice(-5) : all;
  const points: StatHistoryPoint[] = data.map((d) => {
    const total = scorecardTotals(d.holes).total;
    const stats = holeStats(d.holes);
    return {
      roundId: d.round.id,
      playedAt: d.round.playedAt,
      courseName: d.round.courseName,
      holesPlayed: total.holesPlayed,
      score: total.score,
      toPar: total.toPar,
      putts: total.putts,
      fairwayPercent: stats.fairwayPercent,
      girPercent: stats.girPercent,
      scramblingPercent: stats.scramblingPercent,
      penalties: stats.penalties,
      differential: handicap.byRound.get(d.round.id)?.differential ?? null,
      strokesGained: sumStrokesGained(d.strokes),
    };
  });
  return { reporting, lastFiveRounds: Boolean(query.lastFiveRounds), points, summary: summarise(data, handicap, null) };
}
