// Rule 5.9: an exceptional score lowers the most recent differentials at once, so an index that lags
// a sudden improvement catches up.

/** How many of the most recent differentials (the exceptional one included) an exceptional score reduces. */
export const EXCEPTIONAL_REACH = 20;

/**
 * The reduction an 18-hole differential earns against the index in effect when it was played:
 * −1.0 when 7.0–9.9 strokes below it, −2.0 when 10.0 or more, otherwise 0 (and 0 without an index).
 */
export function exceptionalScoreReduction(indexBefore: number | null, differential: number): number {
  if (indexBefore === null) return 0;
  // Tenths as integers, so 7.0 below is 7.0 and not 6.999….
  const below = Math.round(indexBefore * 10) - Math.round(differential * 10);
  if (below >= 100) return -2;
  if (below >= 70) return -1;
  return 0;
}
