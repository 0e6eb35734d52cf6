// The 2024 treatment of 9-hole scores: a nine becomes an 18-hole differential at once, with the
// differential the player is expected to make over the other nine. Two nines are never combined.
import { roundTenth } from './handicap.ts';

export const EXPECTED_NINE = { perIndexStroke: 0.52, base: 1.2 };

/**
 * The expected 9-hole differential of a player of this index on a course of standard difficulty.
 * The USGA publishes it as a table of the average nine of players of each index; this is the straight
 * line that table follows (about half the index, plus 1.2 for the spread of scores).
 */
export function expectedNineDifferential(handicapIndex: number): number {
  return roundTenth(EXPECTED_NINE.perIndexStroke * handicapIndex + EXPECTED_NINE.base);
}

/** Rule 5.1b: (113 ÷ 9-hole Slope Rating) × (9-hole adjusted gross − 9-hole Course Rating − ½ PCC), unrounded. */
export function nineHoleDifferential(adjustedGross: number, courseRating: number, slope: number, pcc = 0): number {
  return (113 / slope) * (adjustedGross - courseRating - pcc / 2);
}

/** The 18-hole differential of a nine: its own differential plus the expected nine, to the nearest tenth. */
export function eighteenFromNine(nineDifferential: number, handicapIndex: number): number {
  return roundTenth(nineDifferential + expectedNineDifferential(handicapIndex));
}
