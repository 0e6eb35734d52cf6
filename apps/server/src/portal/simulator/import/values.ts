import { DateTime } from 'luxon';

/** A unit as files write it ("[yds]", "Yards", "km/h", "Meters") in one spelling, or null. */
export function normalUnit(raw: string): string | null {
  const u = raw
    .replace(/[[\]()]/g, '')
    .trim()
    .toLowerCase();
  if (['mph', 'mi/h'].includes(u)) return 'mph';
  if (['km/h', 'kmh', 'kph', 'km/std'].includes(u)) return 'km/h';
  if (['m/s', 'mps'].includes(u)) return 'm/s';
  if (['yd', 'yds', 'yard', 'yards', 'y'].includes(u)) return 'yd';
  if (['m', 'meter', 'meters', 'metre', 'metres', 'meter(s)'].includes(u)) return 'm';
  if (['ft', 'feet', 'foot', "'"].includes(u)) return 'ft';
  if (['deg', '°', 'degree', 'degrees', 'grad'].includes(u)) return 'deg';
  if (['rpm', 'u/min'].includes(u)) return 'rpm';
  return null;
}

/** Whether a row is a units row: most of its filled cells are units in brackets. */
export function isUnitsRow(cells: string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0) return false;
  const units = filled.filter((c) => /^\[.*\]$/.test(c.trim()));
  return units.length >= Math.ceil(filled.length / 2);
}

/**
 * A number as a cell writes it: "45.5", "-3,89" (decimal comma of `;` files), "7.039,2" (German
 * thousands). Empty cells are undefined; anything else that is not a number is NaN.
 */
export function readNumber(cell: string, decimalComma: boolean): number | undefined {
  let text = cell.trim();
  if (text === '' || text === '-' || text.toLowerCase() === 'n/a') return undefined;
  if (decimalComma) {
    if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, '');
    text = text.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/** A distance carrying its own unit in the cell, as GSPro's DistanceToPin does ("93.99 yds", "23.44 ft"). */
export function readDistanceWithUnit(cell: string, decimalComma: boolean): { value: number; unit: string } | undefined | null {
  const text = cell.trim();
  if (text === '') return undefined;
  const match = /^([-+]?[\d.,]+)\s*([a-zA-Z']*)$/.exec(text);
  if (!match) return null;
  const value = readNumber(match[1]!, decimalComma);
  const unit = match[2] ? normalUnit(match[2]) : 'yd';
  if (value === undefined || Number.isNaN(value) || !unit || !['yd', 'm', 'ft'].includes(unit)) return null;
  return { value, unit };
}

/**
 * Which field of a slashed date ("10/09/2025") is the month. Garmin writes the phone's own order:
 * month first in the US, day first in most other places.
 */
export type DateOrder = 'monthFirst' | 'dayFirst';

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/\d{2,4}\b/;

/**
 * The date order a file's own rows prove: any first field above 12 means day first, any second
 * field above 12 means month first; null when every date fits both (or none is slashed).
 * A file that claims both has no order, and its impossible dates are reported row by row.
 */
export function dateOrderOf(cells: string[]): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const m = SLASHED.exec(cell.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  if (dayFirst === monthFirst) return null;
  return dayFirst ? 'dayFirst' : 'monthFirst';
}

/** Whether the order changes any date of the file: a slashed date whose two fields differ (5/5/25 reads the same either way). */
export const orderMatters = (cells: string[]) =>
  cells.some((c) => {
    const m = SLASHED.exec(c.trim());
    return m !== null && Number(m[1]) !== Number(m[2]);
  });

// Garmin writes local times without a zone: slashed (12- or 24-hour, in the phone's date order) or German (day first, dotted).
const TIMES = ['h:mm:ss a', 'h:mm a', 'H:mm:ss', 'H:mm'];
const slashed = (order: DateOrder) => (order === 'monthFirst' ? ['M/d/yy', 'M/d/yyyy'] : ['d/M/yy', 'd/M/yyyy']);
const OTHER_FORMATS = ['d.M.yy H:mm:ss', 'd.M.yyyy H:mm:ss', 'd.M.yy H:mm', 'd.M.yyyy H:mm', 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm'];

/** The instant of a local time written in the file, read in `zone` and the file's date order; null when it is no date. */
export function readDate(cell: string, zone: string, order: DateOrder = 'monthFirst'): Date | null {
  const text = cell.trim().replace(/\s+/g, ' ');
  const iso = DateTime.fromISO(text, { zone });
  if (iso.isValid) return iso.toJSDate();
  const formats = [...TIMES.flatMap((time) => slashed(order).map((day) => `${day} ${time}`)), ...OTHER_FORMATS];
  for (const format of formats) {
    const parsed = DateTime.fromFormat(text.toUpperCase(), format, { zone, locale: 'en-US' });
    if (parsed.isValid) return parsed.toJSDate();
  }
  return null;
}
