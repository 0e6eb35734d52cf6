/** Carry distances are kept in yards; players with metric distances see and type metres. */
const METRES_PER_YARD = 0.9144;

export type DistanceUnit = 'yd' | 'm';

export function toDisplayDistance(yards: number | null, unit: DistanceUnit): number | null {
  if (yards === null) return null;
  return Math.round(unit === 'm' ? yards * METRES_PER_YARD : yards);
}

/** What the player typed, in yards; kept to one decimal so a metre value reads back the same. */
export function fromDisplayDistance(value: number, unit: DistanceUnit): number {
  return unit === 'm' ? Math.round((value / METRES_PER_YARD) * 10) / 10 : value;
}
