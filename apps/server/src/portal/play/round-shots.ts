import { asc, inArray } from 'drizzle-orm';
import type { HoleStatus } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { findHoles, isHoleGeometry, type HoleGeometry, type LonLat } from '../courses/index.ts';
import { holesOfRounds, roundRows, type RoundRow } from '../rounds/index.ts';
import type { Stroke } from '../scoring/index.ts';
import { holeFrame, type HoleFrame } from './hole-frame.ts';
import { teeMarker } from './hole-map.service.ts';
import { trackedHoles, trackedShots } from './play.tables.ts';
import { chainStrokes, holeChain, type HoleChain } from './shot-chain.ts';

export type ShotRow = typeof trackedShots.$inferSelect;
export type TrackedHoleRow = typeof trackedHoles.$inferSelect;

export interface RoundTracking {
  shots: Map<number, ShotRow[]>;
  holes: Map<number, TrackedHoleRow>;
}

/** The placed shots and per-hole notes of some rounds, by round id. */
export async function trackingOfRounds(db: Db, roundIds: number[]): Promise<Map<number, RoundTracking>> {
  const result = new Map<number, RoundTracking>(roundIds.map((id) => [id, { shots: new Map(), holes: new Map() }]));
  if (roundIds.length === 0) return result;
  const [shots, holes] = await Promise.all([
    db
      .select()
      .from(trackedShots)
      .where(inArray(trackedShots.roundId, roundIds))
      .orderBy(asc(trackedShots.roundId), asc(trackedShots.holeNumber), asc(trackedShots.shotIndex)),
    db.select().from(trackedHoles).where(inArray(trackedHoles.roundId, roundIds)),
  ]);
  for (const s of shots) {
    const t = result.get(s.roundId)!;
    t.shots.set(s.holeNumber, [...(t.shots.get(s.holeNumber) ?? []), s]);
  }
  for (const h of holes) result.get(h.roundId)!.holes.set(h.holeNumber, h);
  return result;
}

export interface MappedGeometry {
  geometry: HoleGeometry;
  frame: HoleFrame;
}

export interface ScoredHole {
  par: number;
  score: number | null;
  status: HoleStatus;
  putts: number | null;
}

/** The chain of strokes of each tracked hole of a round, for its strokes gained. */
export function roundChains(
  round: Pick<RoundRow, 'teeBox'>,
  geometryByHole: Map<number, MappedGeometry>,
  scorecard: Map<number, ScoredHole>,
  tracking: RoundTracking,
): Map<number, HoleChain> {
  const chains = new Map<number, HoleChain>();
  for (const [holeNumber, shots] of tracking.shots) {
    const mapped = geometryByHole.get(holeNumber);
    const card = scorecard.get(holeNumber);
    if (!mapped || !card || shots.length === 0) continue;
    const note = tracking.holes.get(holeNumber);
    const tee: LonLat = note?.teeLon != null && note.teeLat != null ? [note.teeLon, note.teeLat] : teeMarker(mapped.geometry, round.teeBox.color);
    chains.set(
      holeNumber,
      holeChain({
        geometry: mapped.geometry,
        frame: mapped.frame,
        par: card.par,
        score: card.score,
        status: card.status,
        putts: card.putts,
        tee,
        balls: shots.map((s) => [s.ballLon, s.ballLat] as LonLat),
      }),
    );
  }
  return chains;
}

/** The mapped holes of a course with their map frames. */
export async function mappedHolesOf(db: Db, courseId: number): Promise<Map<number, MappedGeometry>> {
  const holes = await findHoles(db, courseId);
  const map = new Map<number, MappedGeometry>();
  for (const h of holes) if (isHoleGeometry(h.geometry)) map.set(h.number, { geometry: h.geometry, frame: holeFrame(h.geometry) });
  return map;
}

/**
 * Every valued stroke of the given rounds (tracked shots and the putts after them), by round:
 * what strokes gained is summed from.
 */
export async function strokesOfRounds(db: Db, roundIds: number[]): Promise<Map<number, Stroke[]>> {
  const result = new Map<number, Stroke[]>();
  const tracking = await trackingOfRounds(db, roundIds);
  const tracked = roundIds.filter((id) => (tracking.get(id)?.shots.size ?? 0) > 0);
  if (tracked.length === 0) return result;
  const [trackedRounds, cards] = await Promise.all([db.select().from(roundRows).where(inArray(roundRows.id, tracked)), holesOfRounds(db, tracked)]);
  const mapsByCourse = new Map<number, Map<number, MappedGeometry>>();
  for (const round of trackedRounds) {
    if (!mapsByCourse.has(round.courseId)) mapsByCourse.set(round.courseId, await mappedHolesOf(db, round.courseId));
    const card = new Map(
      (cards.get(round.id) ?? []).map((h) => [h.holeNumber, { par: h.par, score: h.score, status: h.status as HoleStatus, putts: h.putts }]),
    );
    const chains = roundChains(round, mapsByCourse.get(round.courseId)!, card, tracking.get(round.id)!);
    result.set(round.id, [...chains.values()].flatMap(chainStrokes));
  }
  return result;
}
