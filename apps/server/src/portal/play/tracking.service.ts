import { and, count, countDistinct, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { EntryOutcome, HoleStatus, PlayedHoles, RoundComments, TrackedHole, TrackingDetail, TrackingPointsBody } from '@golf/contracts';
import type { Caller, Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid } from '../../platform/errors.ts';
import type { LonLat } from '../courses/index.ts';
import { holesInScope, holesOfRounds, ownRound, readableRound, roundHoleRows, roundRows, setCurrentHole } from '../rounds/index.ts';
import { editTimeOf, entryResult, strokeValue } from '../scoring/index.ts';
import { fromPixel, toPixel } from './hole-frame.ts';
import { mappedHole } from './hole-map.service.ts';
import { trackedHoles, trackedShots } from './play.tables.ts';
import { mappedHolesOf, roundChains, trackingOfRounds } from './round-shots.ts';
import { inTransaction } from '../../platform/db/index.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Saves one hole of play tracking: where the player teed off, each shot's resting point, aim and
 * club, the hole's comment, and the hole to resume at. The shots given replace the hole's earlier
 * ones, one row per shot number (a unique key in the database), so a retried save leaves exactly
 * the same shots. A save made on a device (entryId, editedAt: the offline outbox) applies once, and
 * only when it is the hole's latest edit: a resend or an older save changes nothing and the answer's
 * `entries` says so. Refuses holes outside the round, repeated or missing shot numbers (400), holes
 * without a map (422) and other players' rounds (404).
 */
export async function saveTrackingPoints(ctx: Ctx, caller: PlayerCaller, body: TrackingPointsBody): Promise<TrackingDetail> {
  const indexes = body.shots.map((s) => s.index).sort((a, b) => a - b);
  indexes.forEach((index, i) => {
    if (index !== i + 1) throw invalid('shots', `Shots are numbered 1 to ${body.shots.length} on a hole, each once; got ${indexes.join(', ')}.`);
  });
  const preview = await ownRound(ctx.db, caller, body.roundId);
  const scope = holesInScope(preview);
  if (!scope.includes(body.holeNumber)) throw invalid('holeNumber', `Hole ${body.holeNumber} is not part of this round.`);
  if (body.currentHole !== undefined && !scope.includes(body.currentHole)) throw invalid('currentHole', `Hole ${body.currentHole} is not part of this round.`);
  if (body.editedAt !== undefined && body.entryId === undefined) throw invalid('entryId', 'An edit time comes with the entry id it belongs to.');
  const { frame } = await mappedHole(ctx, preview.courseId, body.holeNumber);
  const at = (p: { x: number; y: number }): LonLat => fromPixel(frame, p);

  const outcome = await inTransaction(ctx.db, async (tx): Promise<EntryOutcome | undefined> => {
    // The round's lock orders two devices' saves of one hole: the second sees the first's entry.
    const round = await ownRound(tx, caller, body.roundId, { lock: true });
    const now = ctx.clock.now();
    const editedAt = editTimeOf(body.editedAt, now);
    let entry: EntryOutcome | undefined;
    if (body.entryId !== undefined) {
      const [kept] = await tx
        .select({ entryId: trackedHoles.entryId, editedAt: trackedHoles.editedAt })
        .from(trackedHoles)
        .where(and(eq(trackedHoles.roundId, round.id), eq(trackedHoles.holeNumber, body.holeNumber)));
      entry = {
        entryId: body.entryId,
        hole: body.holeNumber,
        result: entryResult(kept ?? { entryId: null, editedAt: null }, { entryId: body.entryId, editedAt }),
      };
      if (entry.result !== 'applied') return entry;
    }
    await tx
      .delete(trackedShots)
      .where(and(eq(trackedShots.roundId, round.id), eq(trackedShots.holeNumber, body.holeNumber), gt(trackedShots.shotIndex, body.shots.length)));
    if (body.shots.length > 0) {
      const values = body.shots.map((s) => {
        const [ballLon, ballLat] = at(s.ball);
        const target = s.target ? at(s.target) : null;
        return {
          roundId: round.id,
          holeNumber: body.holeNumber,
          shotIndex: s.index,
          ballLon,
          ballLat,
          targetLon: target?.[0] ?? null,
          targetLat: target?.[1] ?? null,
          clubId: s.clubId ?? null,
          clubName: s.clubName ?? null,
          clubShortName: s.clubShortName ?? null,
          updatedAt: now,
        };
      });
      await tx
        .insert(trackedShots)
        .values(values)
        .onConflictDoUpdate({
          target: [trackedShots.roundId, trackedShots.holeNumber, trackedShots.shotIndex],
          set: {
            ballLon: sql`excluded.ball_lon`,
            ballLat: sql`excluded.ball_lat`,
            targetLon: sql`excluded.target_lon`,
            targetLat: sql`excluded.target_lat`,
            clubId: sql`excluded.club_id`,
            clubName: sql`excluded.club_name`,
            clubShortName: sql`excluded.club_short_name`,
            updatedAt: now,
          },
        });
    }
    const tee = body.teePoint ? at(body.teePoint) : null;
    const comment = body.comment === undefined ? undefined : body.comment?.trim() || null;
    const holeValues = {
      ...(body.teePoint !== undefined ? { teeLon: tee?.[0] ?? null, teeLat: tee?.[1] ?? null } : {}),
      ...(comment !== undefined ? { comment } : {}),
      updatedAt: now,
      entryId: body.entryId ?? null,
      editedAt,
    };
    await tx
      .insert(trackedHoles)
      .values({ roundId: round.id, holeNumber: body.holeNumber, ...holeValues })
      .onConflictDoUpdate({ target: [trackedHoles.roundId, trackedHoles.holeNumber], set: holeValues });
    await setCurrentHole(tx, round.id, body.currentHole ?? body.holeNumber, now);
    return entry;
  });
  const detail = await trackingDetail(ctx, caller, body.roundId);
  return outcome ? { ...detail, entries: [outcome] } : detail;
}

/**
 * A round's play tracking, hole by hole: shots in the map's pixels with their lies, lengths,
 * distances to the pin and strokes gained; comments; and the hole to resume at.
 */
export async function trackingDetail(ctx: Ctx, caller: Caller, roundId: number): Promise<TrackingDetail> {
  const { round, canEdit } = await readableRound(ctx.db, caller, roundId);
  const [tracking, maps, cards] = await Promise.all([
    trackingOfRounds(ctx.db, [round.id]),
    mappedHolesOf(ctx.db, round.courseId),
    holesOfRounds(ctx.db, [round.id]),
  ]);
  const mine = tracking.get(round.id)!;
  const card = new Map((cards.get(round.id) ?? []).map((h) => [h.holeNumber, { par: h.par, score: h.score, status: h.status as HoleStatus, putts: h.putts }]));
  const chains = roundChains(round, maps, card, mine);
  const numbers = [...new Set([...mine.shots.keys(), ...mine.holes.keys()])].sort((a, b) => a - b);
  const holes: TrackedHole[] = numbers.map((holeNumber) => {
    const mapped = maps.get(holeNumber);
    const note = mine.holes.get(holeNumber);
    const chain = chains.get(holeNumber);
    const px = (p: LonLat) => (mapped ? toPixel(mapped.frame, p) : { x: 0, y: 0 });
    return {
      holeNumber,
      teePoint: note?.teeLon != null && note.teeLat != null ? px([note.teeLon, note.teeLat]) : null,
      shots: (mine.shots.get(holeNumber) ?? []).map((s, i) => {
        const link = chain?.shots[i];
        return {
          index: s.shotIndex,
          ball: px([s.ballLon, s.ballLat]),
          target: s.targetLon !== null && s.targetLat !== null ? px([s.targetLon, s.targetLat]) : null,
          clubId: s.clubId,
          clubName: s.clubName,
          clubShortName: s.clubShortName,
          startLie: link?.startLie ?? 'rough',
          endLie: link?.endLie ?? 'rough',
          distanceYards: Math.round(link?.distanceYards ?? 0),
          distanceToPinYards: Math.round(link?.toPinYards ?? 0),
          strokesGained: link ? round2(strokeValue(link.stroke)) : null,
        };
      }),
      comment: note?.comment ?? null,
      updatedAt: note?.updatedAt.toISOString() ?? null,
    };
  });
  return { roundId: round.id, courseId: round.courseId, currentHole: round.currentHole, holes, canEdit };
}

/** The comments of a round's holes, hole by hole. */
export async function roundComments(ctx: Ctx, caller: Caller, roundId: number): Promise<RoundComments> {
  const { round } = await readableRound(ctx.db, caller, roundId);
  const rows = await ctx.db
    .select({ holeNumber: trackedHoles.holeNumber, comment: trackedHoles.comment, updatedAt: trackedHoles.updatedAt })
    .from(trackedHoles)
    .where(and(eq(trackedHoles.roundId, round.id), isNotNull(trackedHoles.comment)))
    .orderBy(trackedHoles.holeNumber);
  return { roundId: round.id, comments: rows.map((r) => ({ holeNumber: r.holeNumber, comment: r.comment!, updatedAt: r.updatedAt.toISOString() })) };
}

const playedCondition = or(eq(roundHoleRows.status, 'picked-up'), and(eq(roundHoleRows.status, 'played'), isNotNull(roundHoleRows.score)));

/** Holes played over all the caller's rounds and, for one round, which holes are played and tracked. */
export async function playedHoles(ctx: Ctx, caller: PlayerCaller, roundId: number | undefined): Promise<PlayedHoles> {
  const [totals] = await ctx.db
    .select({ holes: count(), rounds: countDistinct(roundHoleRows.roundId) })
    .from(roundHoleRows)
    .innerJoin(roundRows, eq(roundRows.id, roundHoleRows.roundId))
    .where(and(eq(roundRows.playerId, caller.subjectId), playedCondition));
  let round: PlayedHoles['round'] = null;
  if (roundId !== undefined) {
    const own = await ownRound(ctx.db, caller, roundId);
    const [played, tracked] = await Promise.all([
      ctx.db
        .select({ n: roundHoleRows.holeNumber })
        .from(roundHoleRows)
        .where(and(eq(roundHoleRows.roundId, own.id), playedCondition))
        .orderBy(roundHoleRows.holeNumber),
      ctx.db
        .selectDistinct({ n: trackedShots.holeNumber })
        .from(trackedShots)
        .where(inArray(trackedShots.roundId, [own.id]))
        .orderBy(trackedShots.holeNumber),
    ]);
    round = { roundId: own.id, currentHole: own.currentHole, playedHoles: played.map((p) => p.n), trackedHoles: tracked.map((t) => t.n) };
  }
  return { totalHolesPlayed: totals?.holes ?? 0, roundsPlayed: totals?.rounds ?? 0, round };
}
