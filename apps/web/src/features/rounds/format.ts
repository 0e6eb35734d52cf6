/** A round's date as the language writes it (the date is a calendar date: no zone shifts it). */
export const formatDate = (date: string, language: string, style: 'long' | 'medium' = 'medium') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(language, { dateStyle: style, timeZone: 'UTC' });

/** Score against par as golfers write it: E, +3, −2. */
export function formatToPar(toPar: number | null): string {
  if (toPar === null) return '—';
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${Math.abs(toPar)}`;
}

/** A number with one or two decimals, or a dash. */
export const formatNumber = (value: number | null | undefined, language: string, digits = 1) =>
  value === null || value === undefined ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);

export const formatPercent = (value: number | null | undefined, language: string) =>
  value === null || value === undefined ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** Strokes gained with its sign. */
export const formatGained = (value: number | null | undefined, language: string) =>
  value === null || value === undefined ? '—' : new Intl.NumberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value);
