import type { ScorecardHole, ScorecardToggles } from '@golf/contracts';

export type RowKey =
  'putts' | 'fairwayHit' | 'greenInReg' | 'fairwayBunkers' | 'greensideBunkers' | 'drivingDistance' | 'pitches' | 'chips' | 'penalties' | 'missedPutts';

const FOUR_STATS: RowKey[] = ['fairwayHit', 'greenInReg', 'putts', 'penalties'];
const ORDER: RowKey[] = [
  'putts',
  'fairwayHit',
  'greenInReg',
  'penalties',
  'fairwayBunkers',
  'greensideBunkers',
  'drivingDistance',
  'pitches',
  'chips',
  'missedPutts',
];

/** The stat rows a scorecard shows: each one toggled on, and the four basic ones when fourStats is on. */
export function visibleRows(toggles: ScorecardToggles): RowKey[] {
  return ORDER.filter((key) => toggles[key] || (toggles.fourStats && FOUR_STATS.includes(key)));
}

/** A hole's value in a row, as the card prints it. */
export function cellText(hole: ScorecardHole, row: RowKey): string {
  if (row === 'putts') return hole.putts === null ? '' : String(hole.putts);
  const value = hole.details[row];
  if (value === null || value === undefined) return '';
  if (row === 'fairwayHit') return value === 'hit' ? '✓' : value === 'left' ? '←' : value === 'right' ? '→' : value === 'short' ? '↓' : '↑';
  if (row === 'greenInReg') return value ? '✓' : '✗';
  return String(value);
}

/** Sum of a numeric row over some holes (fairways and greens count their hits). */
export function rowTotal(holes: ScorecardHole[], row: RowKey): string {
  if (row === 'fairwayHit') return String(holes.filter((h) => h.details.fairwayHit === 'hit').length);
  if (row === 'greenInReg') return String(holes.filter((h) => h.details.greenInReg === true).length);
  const values = holes.map((h) => (row === 'putts' ? h.putts : (h.details[row] as number | null))).filter((v): v is number => typeof v === 'number');
  return values.length ? String(values.reduce((a, b) => a + b, 0)) : '';
}

/** Golf's marks: circle for under par, square for over, double for two or more. */
export function scoreShape(hole: ScorecardHole): 'eagle' | 'birdie' | 'par' | 'bogey' | 'double' | null {
  if (hole.score === null || hole.status !== 'played') return null;
  const d = hole.score - hole.par;
  return d <= -2 ? 'eagle' : d === -1 ? 'birdie' : d === 0 ? 'par' : d === 1 ? 'bogey' : 'double';
}
