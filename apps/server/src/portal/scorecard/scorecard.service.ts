import { eq, or } from 'drizzle-orm';
import {
  PLAY_MODES,
  SCORECARD_LIMITS,
  TRACKING_LEVELS,
  type PlayGolfConfiguration,
  type Scorecard,
  type ScorecardBody,
  type ScorecardToggles,
} from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { centers, coaches, players } from '../account/index.ts';
import { assertOwnPlayerId } from '../courses/index.ts';
import { applyHoleInput, columnsOf, holesOfRounds, ownRound, readableRound, roundHoles, rounds, toHoleScore, valuesOf } from '../rounds/index.ts';
import { playerHandicap } from './handicap.service.ts';
import { strokesReceived } from '../scoring/index.ts';
import { holeStats, scorecardTotals } from '../scoring/index.ts';
import { scorecardSettings } from './scorecard.tables.ts';

export const DEFAULT_TOGGLES: ScorecardToggles = {
  score: true,
  fourStats: true,
  putts: true,
  fairwayHit: true,
  fairwayBunkers: false,
  greensideBunkers: false,
  drivingDistance: false,
  pitches: false,
  chips: false,
  penalties: true,
  missedPutts: false,
  greenInReg: true,
};

export async function togglesOf(db: Db, playerId: number): Promise<ScorecardToggles> {
  const [row] = await db.select({ toggles: scorecardSettings.toggles }).from(scorecardSettings).where(eq(scorecardSettings.playerId, playerId)).limit(1);
  return { ...DEFAULT_TOGGLES, ...row?.toggles };
}

const notFoundPlayer = () => new ServiceError('not-found', 'That player was not found.');

/**
 * A round's scorecard: every hole with its par, stroke index, yards and what was recorded, the
 * handicap strokes received, out/in/total, the statistics, and the WHS differential once the round
 * is complete. Readable by the round's player and an attached coach; anyone else gets 404.
 */
export async function getScorecard(ctx: Ctx, caller: Caller, query: { roundId: number; playerId?: number }): Promise<Scorecard> {
  const { round, canEdit } = await readableRound(ctx.db, caller, query.roundId);
  if (query.playerId !== undefined && query.playerId !== round.playerId) throw notFoundPlayer();
  const [holesByRound, toggles, handicap] = await Promise.all([
    holesOfRounds(ctx.db, [round.id]),
    togglesOf(ctx.db, round.playerId),
    playerHandicap(ctx.db, round.playerId),
  ]);
  const rows = holesByRound.get(round.id) ?? [];
  const holes = rows.map(toHoleScore);
  const mine = handicap.byRound.get(round.id);
  const courseHcp = mine?.courseHandicap ?? null;
  return {
    roundId: round.id,
    playerId: round.playerId,
    courseId: round.courseId,
    courseName: round.courseName,
    playedAt: round.playedAt,
    teeBoxName: round.teeBox.name,
    teeBoxColor: round.teeBox.color,
    courseRating: round.teeBox.courseRating,
    slope: round.teeBox.slope,
    handicapIndex: mine?.indexBefore ?? null,
    courseHandicap: courseHcp,
    holes: rows.map((row, i) => {
      const h = holes[i]!;
      return {
        id: row.id,
        hole: h.hole,
        par: h.par,
        handicap: h.handicap,
        yards: h.yards,
        score: h.score,
        status: h.status,
        putts: h.putts,
        // Recorded, or derived from score and putts (greenInRegulation).
        details: { ...h.details, greenInReg: h.score !== null && h.putts !== null ? h.score - h.putts <= h.par - 2 : h.details.greenInReg },
        strokesReceived: courseHcp === null ? 0 : strokesReceived(courseHcp, h.handicap),
        toPar: h.status === 'played' && h.score !== null ? h.score - h.par : null,
      };
    }),
    totals: scorecardTotals(holes),
    stats: holeStats(holes),
    differential: mine?.differential ?? null,
    adjustedGrossScore: mine?.adjustedGrossScore ?? null,
    toggles,
    canEdit,
  };
}

/**
 * Saves holes of the player's own round. Each hole updates its one row (the round is locked while
 * it does), so a retried save changes nothing twice. Refuses holes outside the round and values
 * that cannot be true together (400), another player's round (404).
 */
export async function saveScorecard(ctx: Ctx, caller: PlayerCaller, playerId: number | undefined, body: ScorecardBody): Promise<Scorecard> {
  assertOwnPlayerId(caller, playerId);
  const seen = new Set<number>();
  body.holes.forEach((h, i) => {
    if (seen.has(h.hole)) throw invalid(`holes.${i}.hole`, `Hole ${h.hole} appears twice; send each hole once.`);
    seen.add(h.hole);
  });
  await ctx.db.transaction(async (tx) => {
    const round = await ownRound(tx, caller, body.roundId, { lock: true });
    const rows = new Map((await tx.select().from(roundHoles).where(eq(roundHoles.roundId, round.id))).map((r) => [r.holeNumber, r]));
    const updates = body.holes.map((input, i) => {
      const row = rows.get(input.hole);
      if (!row) throw invalid(`holes.${i}.hole`, `Hole ${input.hole} is not part of this round.`);
      return { row, values: applyHoleInput(valuesOf(row), input, row.par, `holes.${i}`) };
    });
    for (const { row, values } of updates)
      await tx
        .update(roundHoles)
        .set({ ...columnsOf(values), updatedAt: ctx.clock.now() })
        .where(eq(roundHoles.id, row.id));
    await tx.update(rounds).set({ updatedAt: ctx.clock.now() }).where(eq(rounds.id, round.id));
  });
  return getScorecard(ctx, caller, { roundId: body.roundId });
}

/** Saves which rows the player's scorecard shows; toggles left out keep their value. */
export async function saveScorecardSettings(
  ctx: Ctx,
  caller: PlayerCaller,
  playerId: number | undefined,
  input: Partial<ScorecardToggles>,
): Promise<ScorecardToggles> {
  assertOwnPlayerId(caller, playerId);
  const toggles = { ...(await togglesOf(ctx.db, caller.subjectId)), ...input };
  await ctx.db
    .insert(scorecardSettings)
    .values({ playerId: caller.subjectId, toggles })
    .onConflictDoUpdate({ target: scorecardSettings.playerId, set: { toggles, updatedAt: ctx.clock.now() } });
  return toggles;
}

/** What the scorecard and the create-round dialog need: toggles, coaches to attach, modes, limits, units. */
export async function playGolfConfiguration(ctx: Ctx, caller: PlayerCaller, playerId: number | undefined): Promise<PlayGolfConfiguration> {
  assertOwnPlayerId(caller, playerId);
  const [player] = await ctx.db
    .select({ coachId: players.coachId, centerId: players.centerId, metric: players.enableMetricDistances })
    .from(players)
    .where(eq(players.id, caller.subjectId))
    .limit(1);
  if (!player) throw notFoundPlayer();
  const coachRows = await ctx.db
    .select({ id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName, centerName: centers.name })
    .from(coaches)
    .innerJoin(centers, eq(centers.id, coaches.centerId))
    .where(or(eq(coaches.id, player.coachId ?? -1), eq(coaches.centerId, player.centerId ?? -1)))
    .orderBy(coaches.lastName, coaches.firstName);
  return {
    toggles: await togglesOf(ctx.db, caller.subjectId),
    coaches: coachRows.map((c) => ({ ...c, isMyCoach: c.id === player.coachId })).sort((a, b) => Number(b.isMyCoach) - Number(a.isMyCoach)),
    playModes: [...PLAY_MODES],
    trackingLevels: [...TRACKING_LEVELS],
    limits: { ...SCORECARD_LIMITS },
    distanceUnit: player.metric ? 'metres' : 'yards',
  };
}
