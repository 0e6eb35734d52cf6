import { numberFormat } from './intl-formats';

/**
 * The portal's one number formatter: every figure the server computed, written as the UI language
 * writes numbers (13,3 in French, 13.3 in English). Formatting only: figures are derived on the
 * server, the browser never computes them.
 */

/** What a missing figure shows. */
export const NO_VALUE = '—';

const missing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || !Number.isFinite(value);

/** A number with exactly `digits` decimals (0 for whole numbers), or a dash. */
export function formatNumber(value: number | null | undefined, language: string, digits = 1): string {
  if (missing(value)) return NO_VALUE;
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A measured figure with up to `maxDigits` decimals (1.5, 2, 34.25), optionally in an Intl unit ('kilometer', 'megabyte'), or a dash. */
export function formatMeasure(value: number | null | undefined, language: string, maxDigits = 1, unit?: string): string {
  if (missing(value)) return NO_VALUE;
  return numberFormat(language, { maximumFractionDigits: maxDigits, ...(unit ? { style: 'unit', unit } : {}) }).format(value);
}

/** A whole count (1,234 · 1 234). */
export const formatInteger = (value: number | null | undefined, language: string) => formatNumber(value, language, 0);

/** A percentage given from 0 to 100 (51 → "51 %" in French, "51%" in English). */
export function formatPercent(value: number | null | undefined, language: string, maxDigits = 1): string {
  if (missing(value)) return NO_VALUE;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: maxDigits }).format(value / 100);
}

/** A share given from 0 to 1 (0.42 → 42%). */
export const formatShare = (value: number | null | undefined, language: string, maxDigits = 0) =>
  missing(value) ? NO_VALUE : formatPercent(value * 100, language, maxDigits);

/** A signed figure (+0.35, −1.20), zero unsigned. */
export function formatSigned(value: number | null | undefined, language: string, digits = 2): string {
  if (missing(value)) return NO_VALUE;
  return numberFormat(language, { signDisplay: 'exceptZero', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Score against par as golfers write it in every language: E for even, +3, −2 (the server sends the figure). */
export function formatToPar(toPar: number | null | undefined, language: string): string {
  if (missing(toPar)) return NO_VALUE;
  if (toPar === 0) return 'E';
  const digits = numberFormat(language, { maximumFractionDigits: 0 }).format(Math.abs(toPar));
  return toPar > 0 ? `+${digits}` : `−${digits}`;
}
