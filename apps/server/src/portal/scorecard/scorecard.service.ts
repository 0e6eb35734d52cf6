import { eq, or, sql, type SQL } from 'drizzle-orm';
import {
  PLAY_MODES,
  SCORECARD_LIMITS,
  TRACKING_LEVELS,
  type PlayGolfConfiguration,
  type Scorecard,
  type ScorecardBody,
  type ScorecardToggles,
  type HoleStatus,
} from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import { statementCache, unplannedValue, type Db, inTransaction } from '../../platform/db/index.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { centerRows, coachHeads, playerHeads } from '../account/index.ts';
import { assertOwnPlayerId } from '../courses/index.ts';
import {
  applyHoleInput,
  canRead,
  columnsOf,
  holesJson,
  lockOwnRoundHoles,
  ownRoundHolesJson,
  roundRowsAs,
  saveHoleChanges,
  saveHoleChangesIfUnchanged,
  toHoleScore,
  valuesOf,
  type HoleChange,
  type HoleRow,
  type LockedRoundHoles,
  type RoundRow,
} from '../rounds/index.ts';
import { handicapOf, handicapRoundsJson, ratingOf, type HandicapRoundRow } from './handicap.service.ts';
import { keepHandicapRecord } from './kept-handicap.ts';
import { strokeRanks, strokesReceived, type HandicapRoundResult } from '../scoring/index.ts';
import { greenInRegulationOf, lengthIn, lengthUnitOf, type EntryOutcome, type UnitFlags } from '@golf/contracts';
import { editTimeOf, entryResult, holeStats, scorecardTotals } from '../scoring/index.ts';
import { playerHandicaps, scorecardSettings } from './scorecard.tables.ts';

const IMPERIAL: UnitFlags = { enableMetricDistances: false, enableMetricSpeeds: false };

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

/** What a scorecard shows besides its holes and the handicap: the toggles and the player's units. */
type ScorecardParts = { toggles: Partial<ScorecardToggles> | null; units: UnitFlags | null };
type ScorecardRound = Pick<RoundRow, 'id' | 'playerId' | 'coachId' | 'courseId' | 'courseName' | 'playedAt' | 'teeBox' | 'scope' | 'scopeType'>;

/** The toggles and the units of a player (`playerId`, SQL) as JSON members. */
const partsJson = (playerId: SQL) => sql`'toggles', (select s.toggles from ${scorecardSettings} s where s.player_id = ${playerId}),
  'units', (select json_build_object('enableMetricDistances', ${playerHeads.enableMetricDistances}, 'enableMetricSpeeds', ${playerHeads.enableMetricSpeeds})
    from ${playerHeads} where ${playerHeads.id} = ${playerId})`;

/** The kept record's version, this round's entry, and every round for the handicap only when nothing is kept. */
type KeptEntry = { version: number; mine: HandicapRoundResult | null; rounds: HandicapRoundRow[] | null };

/**
 * A scorecard read: the round (alias `sc`), its holes, the toggles, the units and the round's entry
 * of the kept handicap record (or, when it went stale, the player's rounds to compute it from), one
 * prepared statement.
 */
const statementsOf = statementCache((db: Db) =>
  db
    .select({
      value: sql<ScorecardParts & { round: ScorecardRound; holes: HoleRow[]; kept: KeptEntry }>`json_build_object(
        'round', json_build_object('id', sc.id, 'playerId', sc.player_id, 'coachId', sc.coach_id, 'courseId', sc.course_id,
          'courseName', sc.course_name, 'playedAt', sc.played_at, 'teeBox', sc.tee_box, 'scope', sc.scope, 'scopeType', sc.scope_type),
        'holes', ${holesJson(sql`sc.id`)},
        ${partsJson(sql`sc.player_id`)},
        'kept', (select json_build_object('version', coalesce(k.version, 0), 'mine', k.by_round -> sc.id::text,
            'rounds', case when k.by_round is null then ${handicapRoundsJson(sql`sc.player_id`)} end)
          from (select 1) as one left join ${playerHandicaps} k on k.player_id = sc.player_id))`,
    })
    .from(sql`${roundRowsAs('sc')}`)
    .where(sql`sc.id = ${sql.placeholder('roundId')}::int`)
    .prepare('scorecard_read'),
);

/**
 * What a save reads first, without a lock: the toggles, units and handicap rounds of the player,
 * and the round with its holes, their device entries and the holes' version (null when the round is
 * not the player's).
 */
const saveReadStatement = statementCache((db: Db) => {
  // The player hidden from the planner: seen, this was planned on almost every save (0.26 ms), one
  // player's estimate after another, for a plan no faster than the kept one (0.85–0.90 ms both).
  const player = unplannedValue('playerId', 'int');
  const roundId = unplannedValue('roundId', 'int');
  return db
    .select({
      value: sql<
        ScorecardParts & { handicapRounds: HandicapRoundRow[]; own: LockedRoundHoles | null }
      >`json_build_object(${partsJson(player)}, 'handicapRounds', ${handicapRoundsJson(player)}, 'own', ${ownRoundHolesJson(roundId, player)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('scorecard_save_read');
});

/**
 * A round's scorecard: every hole with its par, stroke index, yards and what was recorded, the
 * handicap strokes received, out/in/total, the statistics, and the WHS differential once the round
 * is complete. Readable by the round's player and an attached coach; anyone else gets 404.
 * One prepared statement reads it all; the round's handicap figures come from the player's kept
 * record (kept-handicap.ts), computed from every round and kept when a change cleared it.
 */
export async function getScorecard(ctx: Ctx, caller: Caller, query: { roundId: number; playerId?: number }): Promise<Scorecard> {
  const [row] = await statementsOf(ctx.db).execute({ roundId: query.roundId });
  const canEdit = canRead(row?.value.round, caller);
  const { round, holes, kept, ...parts } = row!.value;
  if (query.playerId !== undefined && query.playerId !== round.playerId) throw notFoundPlayer();
  let mine = kept.mine ?? undefined;
  if (kept.rounds) {
    const handicap = handicapOf(kept.rounds);
    mine = handicap.byRound.get(round.id);
    await keepHandicapRecord(ctx.db, round.playerId, kept.version, handicap);
  }
  return scorecardOf(round, holes, parts, mine, canEdit);
}

/** The scorecard from its rows and the round's handicap result: the figures (strokes received, totals, statistics) are derived here, once. */
function scorecardOf(round: ScorecardRound, rows: HoleRow[], parts: ScorecardParts, mine: HandicapRoundResult | undefined, canEdit: boolean): Scorecard {
  const toggles = { ...DEFAULT_TOGGLES, ...parts.toggles };
  const holes = rows.map(toHoleScore);
  const courseHcp = mine?.courseHandicap ?? null;
  const rated = ratingOf(round);
  const holeCount = rows.length === 9 ? 9 : 18;
  // On a nine, strokes fall by the holes' stroke index order among those nine.
  const ranks = holeCount === 9 ? strokeRanks(rows.map((r) => r.handicap)) : rows.map((r) => r.handicap);
  const units = parts.units ?? IMPERIAL;
  const lengths = rows.map((r) => lengthIn(r.yards, units).value);
  const lengthOf = (from: number, to: number) => rows.reduce((s, r, i) => s + (r.holeNumber >= from && r.holeNumber <= to ? lengths[i]! : 0), 0);
  return {
    roundId: round.id,
    playerId: round.playerId,
    courseId: round.courseId,
    courseName: round.courseName,
    playedAt: round.playedAt,
    teeBoxName: round.teeBox.name,
    teeBoxColor: round.teeBox.color,
    courseRating: rated.courseRating,
    slope: rated.slope,
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
        length: lengths[i]!,
        score: h.score,
        status: h.status,
        putts: h.putts,
        // Recorded, or derived from score and putts (greenInRegulation).
        details: {
          ...h.details,
          drivingDistance: h.details.drivingDistance === null ? null : lengthIn(h.details.drivingDistance, units).value,
          greenInReg: greenInRegulationOf(h.score, h.putts, h.par) ?? h.details.greenInReg,
        },
        strokesReceived: courseHcp === null ? 0 : strokesReceived(courseHcp, ranks[i]!, holeCount),
        toPar: h.status === 'played' && h.score !== null ? h.score - h.par : null,
      };
    }),
    lengthUnit: units.enableMetricDistances ? 'm' : 'yd',
    lengths: { front: lengthOf(1, 9), back: lengthOf(10, 18), total: lengthOf(1, 18) },
    totals: scorecardTotals(holes),
    stats: holeStats(holes),
    differential: mine?.differential ?? null,
    adjustedGrossScore: mine?.adjustedGrossScore ?? null,
    holeCount,
    nineHoleDifferential: mine?.nineHoleDifferential ?? null,
    expectedNine: mine?.expectedNine ?? null,
    pcc: mine?.pcc ?? 0,
    exceptionalReduction: mine?.exceptionalReduction ?? 0,
    toggles,
    canEdit,
  };
}

/**
 * Saves holes of the player's own round. Each hole updates its one row, so a retried save changes
 * nothing twice. An entry with an id (a device's, possibly made offline) applies once and only when
 * it is the hole's latest edit (scoring/device-entries.ts); the answer says what became of each.
 * Refuses holes outside the round and values that cannot be true together (400), another player's
 * round (404).
 * One statement reads the toggles, units, handicap rounds and the round's holes without a lock;
 * one statement saves, only if nothing wrote the round's holes since (their version). When
 * something did (two devices at once), the save is worked out again from the holes read under the
 * round's lock, in a transaction. The scorecard is answered from those rows; nothing is read again.
 */
export async function saveScorecard(ctx: Ctx, caller: PlayerCaller, playerId: number | undefined, body: ScorecardBody): Promise<Scorecard> {
  assertOwnPlayerId(caller, playerId);
  const seen = new Set<number>();
  body.holes.forEach((h, i) => {
    if (seen.has(h.hole)) throw invalid(`holes.${i}.hole`, `Hole ${h.hole} appears twice; send each hole once.`);
    seen.add(h.hole);
    if (h.editedAt !== undefined && h.entryId === undefined) throw invalid(`holes.${i}.entryId`, 'An edit time comes with the entry id it belongs to.');
  });
  const [read] = await saveReadStatement(ctx.db).execute({ playerId: caller.subjectId, roundId: body.roundId });
  const { own, ...parts } = read!.value;
  if (!own) throw new ServiceError('not-found', 'That round was not found.');
  const lengthUnit = lengthUnitOf(parts.units ?? IMPERIAL);
  const now = ctx.clock.now();
  const edit = (locked: LockedRoundHoles) => ({ ...locked, ...editsOf(locked, body, lengthUnit, now) });
  let saved = edit(own);
  if (saved.changes.length > 0 && !(await saveHoleChangesIfUnchanged(ctx.db, caller, own, saved.changes, now))) {
    saved = await inTransaction(ctx.db, async (tx) => {
      const again = edit(await lockOwnRoundHoles(tx, caller, body.roundId));
      await saveHoleChanges(tx, caller, again, again.changes, now);
      return again;
    });
  }
  const { round, holes, entries, updates } = saved;
  // The rows as they now are: the saved holes with their new values, and so this round's holes in the handicap rounds.
  for (const { row, values } of updates) Object.assign(row, columnsOf(values));
  const handicapRounds = parts.handicapRounds.map((r) =>
    r.id === round.id && r.holes !== null
      ? { ...r, holes: holes.map((h) => [h.par, h.handicap, h.score, h.status as HoleStatus] as [number, number, number | null, HoleStatus]) }
      : r,
  );
  const mine = handicapOf(handicapRounds).byRound.get(round.id);
  return { ...scorecardOf(round, holes, parts, mine, true), ...(entries.length ? { entries } : {}) };
}

/**
 * What a save does to a round's holes as read: each input checked against the round and applied to
 * its hole, a device's entry only when it is the hole's latest edit. The new values (`updates`, by
 * hole row) and the columns to write (`changes`); refuses holes outside the round (400).
 */
function editsOf(locked: LockedRoundHoles, body: ScorecardBody, lengthUnit: 'yd' | 'm', now: Date) {
  const rows = new Map(locked.holes.map((r) => [r.holeNumber, r]));
  const keptOf = new Map((locked.kept ?? []).map((k) => [k.holeNumber, { entryId: k.entryId, editedAt: k.editedAt === null ? null : new Date(k.editedAt) }]));
  const entries: EntryOutcome[] = [];
  const updates = body.holes.flatMap((input, i) => {
    const row = rows.get(input.hole);
    if (!row) throw invalid(`holes.${i}.hole`, `Hole ${input.hole} is not part of this round.`);
    const editedAt = editTimeOf(input.editedAt, now);
    if (input.entryId !== undefined) {
      const result = entryResult(keptOf.get(input.hole) ?? { entryId: null, editedAt: null }, { entryId: input.entryId, editedAt });
      entries.push({ entryId: input.entryId, hole: input.hole, result });
      if (result !== 'applied') return [];
    }
    const values = applyHoleInput(valuesOf(row), input, row.par, `holes.${i}`, lengthUnit);
    return [{ row, values, entryId: input.entryId ?? null, editedAt }];
  });
  const changes: HoleChange[] = updates.map(({ row, values, entryId, editedAt }) => {
    const c = columnsOf(values);
    return {
      id: row.id,
      score: c.score,
      status: c.status,
      putts: c.putts,
      fairway_hit: c.fairwayHit,
      fairway_bunkers: c.fairwayBunkers,
      greenside_bunkers: c.greensideBunkers,
      driving_distance: c.drivingDistance,
      pitches: c.pitches,
      chips: c.chips,
      penalties: c.penalties,
      missed_putts: c.missedPutts,
      green_in_reg: c.greenInReg,
      entry_id: entryId,
      edited_at: editedAt.toISOString(),
    };
  });
  return { entries, updates, changes };
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
    .select({ coachId: playerHeads.coachId, centerId: playerHeads.centerId, metric: playerHeads.enableMetricDistances })
    .from(playerHeads)
    .where(eq(playerHeads.id, caller.subjectId))
    .limit(1);
  if (!player) throw notFoundPlayer();
  const coachRows = await ctx.db
    .select({ id: coachHeads.id, firstName: coachHeads.firstName, lastName: coachHeads.lastName, centerName: centerRows.name })
    .from(coachHeads)
    .innerJoin(centerRows, eq(centerRows.id, coachHeads.centerId))
    .where(or(eq(coachHeads.id, player.coachId ?? -1), eq(coachHeads.centerId, player.centerId ?? -1)))
    .orderBy(coachHeads.lastName, coachHeads.firstName);
  return {
    toggles: await togglesOf(ctx.db, caller.subjectId),
    coaches: coachRows.map((c) => ({ ...c, isMyCoach: c.id === player.coachId })).sort((a, b) => Number(b.isMyCoach) - Number(a.isMyCoach)),
    playModes: [...PLAY_MODES],
    trackingLevels: [...TRACKING_LEVELS],
    limits: { ...SCORECARD_LIMITS },
    distanceUnit: player.metric ? 'metres' : 'yards',
  };
}
