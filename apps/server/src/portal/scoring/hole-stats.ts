import type { HoleDetails, HoleStats, HoleStatus, NineTotals, ScorecardTotals } from '@golf/contracts';

/** One hole of a scorecard as the computations need it. */
export interface HoleScore {
  hole: number;
  par: number;
  handicap: number;
  yards: number;
  score: number | null;
  status: HoleStatus;
  putts: number | null;
  details: HoleDetails;
}

/** Percent with one decimal, or null when there was nothing to count. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

function average(values: number[], decimals = 2): number | null {
  if (values.length === 0) return null;
  const factor = 10 ** decimals;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * factor) / factor;
}

/**
 * Green in regulation: on the green with par minus two strokes or fewer, i.e. strokes before the
 * first putt ≤ par − 2. Derived from score and putts when both are known; otherwise what the
 * player recorded.
 */
export function greenInRegulation(h: Pick<HoleScore, 'score' | 'putts' | 'par' | 'details'>): boolean | null {
  if (h.score !== null && h.putts !== null) return h.score - h.putts <= h.par - 2;
  return h.details.greenInReg;
}

/** A hole counts as played once holed out with a score, or picked up. */
export function isPlayed(h: Pick<HoleScore, 'status' | 'score'>): boolean {
  return (h.status === 'played' && h.score !== null) || h.status === 'picked-up';
}

/** A hole holed out with a score (picked-up holes have no true score). */
function isScored(h: HoleScore): h is HoleScore & { score: number } {
  return h.status === 'played' && h.score !== null;
}

function nine(holes: HoleScore[]): NineTotals {
  const scored = holes.filter(isScored);
  const score = scored.reduce((s, h) => s + h.score, 0);
  return {
    par: holes.reduce((s, h) => s + h.par, 0),
    yards: holes.reduce((s, h) => s + h.yards, 0),
    score,
    putts: holes.reduce((s, h) => s + (isPlayed(h) && h.putts !== null ? h.putts : 0), 0),
    holesPlayed: holes.filter(isPlayed).length,
    toPar: score - scored.reduce((s, h) => s + h.par, 0),
  };
}

/** Out (holes 1–9), in (10–18) and total, as printed at the foot of a scorecard. */
export function scorecardTotals(holes: HoleScore[]): ScorecardTotals {
  return {
    front: nine(holes.filter((h) => h.hole <= 9)),
    back: nine(holes.filter((h) => h.hole >= 10)),
    total: nine(holes),
  };
}

/**
 * The statistics of a set of holes (one round or many):
 * - fairways: tee shots on par 4s and 5s with a recorded result; hit / recorded.
 * - greens in regulation: played holes where it is known; see greenInRegulation.
 * - scrambling: par or better on holes where the green was missed in regulation.
 * - sand saves: par or better on holes with a greenside bunker shot.
 * - three-putts: holes with three putts or more.
 */
export function holeStats(holes: HoleScore[]): HoleStats {
  const played = holes.filter(isPlayed);
  const scored = played.filter(isScored);
  const fairwayHoles = played.filter((h) => h.par >= 4 && h.details.fairwayHit !== null);
  const fairwaysHit = fairwayHoles.filter((h) => h.details.fairwayHit === 'hit').length;

  const withGir = scored.map((h) => ({ h, gir: greenInRegulation(h) })).filter((x) => x.gir !== null);
  const girHoles = withGir.filter((x) => x.gir);
  const missed = withGir.filter((x) => !x.gir);
  const scrambles = missed.filter((x) => x.h.score <= x.h.par).length;

  const withPutts = played.filter((h) => h.putts !== null);
  const putts = withPutts.reduce((s, h) => s + h.putts!, 0);
  const girWithPutts = girHoles.filter((x) => x.h.putts !== null);

  const sandChances = scored.filter((h) => (h.details.greensideBunkers ?? 0) > 0);
  const drives = played.map((h) => h.details.drivingDistance).filter((d): d is number => d !== null && d > 0);

  const distribution = { eaglesOrBetter: 0, birdies: 0, pars: 0, bogeys: 0, doubleBogeys: 0, worse: 0 };
  for (const h of scored) {
    const diff = h.score - h.par;
    if (diff <= -2) distribution.eaglesOrBetter++;
    else if (diff === -1) distribution.birdies++;
    else if (diff === 0) distribution.pars++;
    else if (diff === 1) distribution.bogeys++;
    else if (diff === 2) distribution.doubleBogeys++;
    else distribution.worse++;
  }

  return {
    fairwaysHit,
    fairwayChances: fairwayHoles.length,
    fairwayPercent: percent(fairwaysHit, fairwayHoles.length),
    greensInRegulation: girHoles.length,
    girChances: withGir.length,
    girPercent: percent(girHoles.length, withGir.length),
    putts,
    puttsPerHole: average(withPutts.map((h) => h.putts!)),
    puttsPerGir: average(girWithPutts.map((x) => x.h.putts!)),
    threePutts: withPutts.filter((h) => h.putts! >= 3).length,
    scrambles,
    scrambleChances: missed.length,
    scramblingPercent: percent(scrambles, missed.length),
    sandSaves: sandChances.filter((h) => h.score <= h.par).length,
    sandSaveChances: sandChances.length,
    penalties: played.reduce((s, h) => s + (h.details.penalties ?? 0), 0),
    averageDrivingDistance: average(drives, 1),
    distribution,
  };
}

/** Average strokes on the par 3s, 4s and 5s played. */
export function parAverages(holes: HoleScore[]): { par3Average: number | null; par4Average: number | null; par5Average: number | null } {
  const of = (par: number) => average(holes.filter((h) => h.par === par && isScored(h)).map((h) => h.score!));
  return { par3Average: of(3), par4Average: of(4), par5Average: of(5) };
}
