import type { HoleStatus, Lie } from '@golf/contracts';
import { METRES_PER_YARD, type HoleGeometry, type LonLat } from '../courses/index.ts';
import { categoryOf, type BallState, type Stroke } from '../scoring/index.ts';
import { metresBetween, type HoleFrame } from './hole-frame.ts';
import { lieAt } from './lie.ts';

export interface ChainShot {
  startLie: Lie;
  endLie: Lie;
  /** Length of the shot. */
  distanceYards: number;
  /** From where it came to rest to the pin. */
  toPinYards: number;
  stroke: Stroke;
}

export interface HoleChain {
  shots: ChainShot[];
  /** The putts after the last placed ball, when the scorecard tells how many. */
  putting: Stroke | null;
}

export interface ChainInput {
  geometry: HoleGeometry;
  frame: HoleFrame;
  par: number;
  score: number | null;
  status: HoleStatus;
  putts: number | null;
  tee: LonLat;
  /** Where each shot came to rest, in order. */
  balls: LonLat[];
}

/**
 * The strokes of a hole for strokes gained: each placed shot from where the previous one came to
 * rest (the first from the tee), valued by lie and distance to the pin; then the putts the
 * scorecard records after the last placed ball, when that ball is on the green. When the score
 * says no stroke followed the last placed ball, that shot was holed. A ball in water is dropped at
 * the same distance in the rough for the next shot (its penalty stroke is in the water's value).
 */
export function holeChain(input: ChainInput): HoleChain {
  const { geometry, frame, par, balls } = input;
  const yardsTo = (a: LonLat, b: LonLat) => metresBetween(frame, a, b) / METRES_PER_YARD;
  const waterBalls = balls.filter((b) => lieAt(geometry, b) === 'water').length;
  const afterTracked = input.status === 'played' && input.score !== null ? input.score - balls.length - waterBalls : null;

  let from = input.tee;
  let start: BallState = { lie: 'tee', yards: yardsTo(input.tee, geometry.pin) };
  const shots: ChainShot[] = [];
  balls.forEach((ball, i) => {
    const isLast = i === balls.length - 1;
    const endLie = lieAt(geometry, ball);
    const toPin = yardsTo(ball, geometry.pin);
    const holed = isLast && afterTracked === 0;
    const end: BallState | 'holed' = holed ? 'holed' : { lie: endLie, yards: toPin };
    shots.push({
      startLie: start.lie,
      endLie: holed ? 'green' : endLie,
      distanceYards: yardsTo(from, ball),
      toPinYards: holed ? 0 : toPin,
      stroke: { start, end, strokes: 1, category: categoryOf(start, par, i === 0) },
    });
    from = ball;
    start = { lie: endLie === 'water' ? 'rough' : endLie, yards: toPin };
  });

  let putting: Stroke | null = null;
  const last = shots[shots.length - 1];
  if (last && last.stroke.end !== 'holed' && start.lie === 'green') {
    const puttsTracked = shots.filter((s) => s.startLie === 'green').length;
    const remaining = afterTracked ?? (input.putts !== null ? input.putts - puttsTracked : null);
    if (remaining !== null && remaining >= 1) putting = { start, end: 'holed', strokes: remaining, category: 'putting' };
  }
  return { shots, putting };
}

/** Every stroke of a hole's chain, for summing strokes gained. */
export function chainStrokes(chain: HoleChain): Stroke[] {
  return [...chain.shots.map((s) => s.stroke), ...(chain.putting ? [chain.putting] : [])];
}
