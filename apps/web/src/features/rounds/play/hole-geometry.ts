import type { PixelPoint } from '@golf/contracts';

/** Yards or metres, as the player chose in their profile. */
export type DistanceUnit = 'yd' | 'm';

const METRES_PER_YARD = 0.9144;

/** Ground distance between two points of a hole map, from its scale. */
export function pixelMetres(a: PixelPoint, b: PixelPoint, metresPerPixel: number): number {
  return Math.hypot(a.x - b.x, a.y - b.y) * metresPerPixel;
}

/** A distance in the player's unit, whole yards or metres. */
export function inUnit(metres: number, unit: DistanceUnit): number {
  return Math.round(unit === 'yd' ? metres / METRES_PER_YARD : metres);
}

export interface ShotDraft {
  index: number;
  ball: PixelPoint;
  target: PixelPoint | null;
  clubId: number | null;
  clubName: string | null;
  clubShortName: string | null;
}

/** Each shot's length (from the tee or the previous ball) and what is left to the pin, in the player's unit. */
export function shotDistances(tee: PixelPoint, pin: PixelPoint, shots: ShotDraft[], metresPerPixel: number, unit: DistanceUnit) {
  return shots.map((shot, i) => {
    const from = i === 0 ? tee : shots[i - 1]!.ball;
    return {
      index: shot.index,
      carry: inUnit(pixelMetres(from, shot.ball, metresPerPixel), unit),
      toPin: inUnit(pixelMetres(shot.ball, pin, metresPerPixel), unit),
    };
  });
}

/** Removes a shot and numbers the rest 1, 2, 3 … again, as the server wants them. */
export function removeShot(shots: ShotDraft[], index: number): ShotDraft[] {
  return shots.filter((s) => s.index !== index).map((s, i) => ({ ...s, index: i + 1 }));
}

/** A point kept inside the map. */
export function clampToMap(p: PixelPoint, size: { width: number; height: number }): PixelPoint {
  return { x: Math.round(Math.min(size.width, Math.max(0, p.x)) * 10) / 10, y: Math.round(Math.min(size.height, Math.max(0, p.y)) * 10) / 10 };
}
