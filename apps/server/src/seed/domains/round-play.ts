import type { Rng } from '../rng.ts';
import type { HoleDetails } from '@golf/contracts';
import type { HoleGeometry, LonLat } from '../../portal/courses/index.ts';
import { fromLocal, holeFrame, toLocal } from '../../portal/play/hole-frame.ts';
import { lieAt } from '../../portal/play/lie.ts';

// How a demo golfer plays a hole: a score drawn for their skill, putts, fairway and bunker results
// consistent with it, and (for tracked rounds) where each shot came to rest on the hole's map.

export interface PlayedHole {
  score: number;
  putts: number;
  details: HoleDetails;
}

/** `skill` is strokes over par per hole on average: 0.3 for a low handicap, 1.2 for a beginner. */
export function playHole(f: Rng, par: number, skill: number): PlayedHole {
  const weights = [
    { over: -1, w: Math.max(0.02, 0.12 - 0.08 * skill) },
    { over: 0, w: Math.max(0.1, 0.55 - 0.3 * skill) },
    { over: 1, w: 0.3 },
    { over: 2, w: 0.08 + 0.15 * skill },
    { over: 3, w: 0.02 + 0.06 * skill },
  ];
  const over = f.weighted(weights.map((x) => ({ value: x.over, weight: x.w })));
  const score = par + over;
  let putts: number =
    over <= -1
      ? f.weighted([
          { value: 1, weight: 7 },
          { value: 2, weight: 3 },
        ])
      : over === 0
        ? f.weighted([
            { value: 2, weight: 7 },
            { value: 1, weight: 3 },
          ])
        : f.weighted([
            { value: 2, weight: 6 },
            { value: 1, weight: 2 },
            { value: 3, weight: 2 },
          ]);
  putts = Math.min(putts, score - 1);
  const missedGreen = score - putts > par - 2;
  const penalties = over >= 2 && f.chance(0.3) ? 1 : 0;
  return {
    score,
    putts,
    details: {
      fairwayHit:
        par >= 4
          ? f.weighted([
              { value: 'hit' as const, weight: 45 },
              { value: 'left' as const, weight: 24 },
              { value: 'right' as const, weight: 26 },
              { value: 'short' as const, weight: 5 },
            ])
          : null,
      fairwayBunkers: par >= 4 && f.chance(0.08) ? 1 : 0,
      greensideBunkers: missedGreen && f.chance(0.25) ? 1 : 0,
      drivingDistance: par >= 4 ? f.int(205, 268) : null,
      pitches: missedGreen && f.chance(0.3) ? 1 : 0,
      chips: missedGreen && f.chance(0.5) ? 1 : 0,
      penalties,
      missedPutts: putts >= 2 && f.chance(0.2) ? 1 : 0,
      greenInReg: null,
    },
  };
}

/** A point on the line of play `metres` from the tee, `side` metres to its right. */
function alongLine(geometry: HoleGeometry, frame: ReturnType<typeof holeFrame>, metres: number, side: number): LonLat {
  const line = geometry.centerline.map((p) => toLocal(frame, p));
  let remaining = metres;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const seg = Math.hypot(b.u - a.u, b.v - a.v);
    if (remaining <= seg || i === line.length - 1) {
      const t = Math.min(1, remaining / (seg || 1));
      const du = (b.u - a.u) / (seg || 1);
      const dv = (b.v - a.v) / (seg || 1);
      return fromLocal(frame, { u: a.u + du * seg * t + dv * side, v: a.v + dv * seg * t - du * side });
    }
    remaining -= seg;
  }
  return geometry.pin;
}

/**
 * Where each full shot (score − putts of them) came to rest: a drive down the line of play, lay-ups
 * evenly towards the green, the last one on the green near the pin. Balls that would rest in water
 * are kept dry (the card records no penalty for them).
 */
export function placeShots(f: Rng, geometry: HoleGeometry, played: PlayedHole, teeYards: number): LonLat[] {
  const frame = holeFrame(geometry);
  const full = played.score - played.putts;
  const lengthM = teeYards * 0.9144;
  const points: LonLat[] = [];
  const drive = Math.min(f.float(205, 245), lengthM - 40);
  for (let k = 1; k < full; k++) {
    // The drive, then lay-ups evenly spaced towards the green.
    const metres = Math.max(20, k === 1 ? drive : drive + ((k - 1) / (full - 1)) * (lengthM - 25 - drive));
    let point = alongLine(geometry, frame, metres, f.float(-22, 22));
    if (lieAt(geometry, point) === 'water') point = alongLine(geometry, frame, metres, 0);
    points.push(point);
  }
  const pin = toLocal(frame, geometry.pin);
  let onGreen: LonLat = geometry.pin;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = fromLocal(frame, { u: pin.u + f.float(-9, 9), v: pin.v + f.float(-9, 9) });
    if (lieAt(geometry, candidate) === 'green') {
      onGreen = candidate;
      break;
    }
  }
  points.push(onGreen);
  return points;
}
