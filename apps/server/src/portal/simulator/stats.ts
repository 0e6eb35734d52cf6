import type { Ellipse } from '@golf/contracts';

/** Share of shots the drawn dispersion ellipse holds. */
export const ELLIPSE_CONFIDENCE = 0.95;

/** Sample moments of landing points: x offline (right positive), y carry. */
export interface LandingMoments {
  n: number;
  meanX: number;
  meanY: number;
  varX: number;
  varY: number;
  covXY: number;
}

/**
 * The confidence ellipse of a bivariate normal fitted to landing points. The semi-axes are the
 * square roots of the covariance matrix's eigenvalues, scaled by the chi-square quantile with two
 * degrees of freedom (for 95 %: √5.991 = 2.4477); the angle is the major axis's direction.
 * Fewer than three points give no ellipse: two points always fit a line.
 */
export function dispersionEllipse(m: LandingMoments, confidence = ELLIPSE_CONFIDENCE): Ellipse | null {
  if (m.n < 3) return null;
  const k = Math.sqrt(-2 * Math.log(1 - confidence));
  const half = (m.varX + m.varY) / 2;
  const root = Math.sqrt(((m.varX - m.varY) / 2) ** 2 + m.covXY ** 2);
  const major = Math.max(half + root, 0);
  const minor = Math.max(half - root, 0);
  // Direction of the eigenvector of the larger eigenvalue, from the offline (x) axis.
  const angle = (0.5 * Math.atan2(2 * m.covXY, m.varX - m.varY) * 180) / Math.PI;
  return {
    centerOffline: m.meanX,
    centerCarry: m.meanY,
    semiMajor: k * Math.sqrt(major),
    semiMinor: k * Math.sqrt(minor),
    angle: ((angle % 180) + 180) % 180,
    confidence,
  };
}

/** Mean, sample standard deviation (null below two values), min and max. */
export function describe(values: number[]): { mean: number; sd: number | null; min: number; max: number } | null {
  if (values.length === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = values.length < 2 ? null : Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
  return { mean, sd, min: Math.min(...values), max: Math.max(...values) };
}
