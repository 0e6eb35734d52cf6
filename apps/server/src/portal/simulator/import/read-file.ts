import { parse } from 'csv-parse/sync';
import { invalid } from '../../../platform/errors.ts';
import { TO_MPH, TO_YARDS } from '../units.ts';
import { detectFormat, FIELD_KIND, type DetectedFormat, type Field } from './formats.ts';
import { isUnitsRow, normalUnit } from './values.ts';

/** Sessions are a few hundred shots; a file beyond this is not one session. */
export const MAX_IMPORT_ROWS = 5000;

export interface Cell {
  text: string;
  /** The column's header as the file writes it, for messages. */
  header: string;
}

export interface FileTable {
  format: DetectedFormat;
  decimalComma: boolean;
  fileUnits: { distance: string; speed: string; height: string };
  /** Factor from the file's unit into stored units (yards, mph) per column index. */
  factors: Map<number, number>;
  rows: { line: number; cells: Map<Field, Cell> }[];
}

function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  return counts.sort((a, b) => b.n - a.n)[0]!.d;
}

// Units a format writes when its file has no units row.
function defaultUnits(format: DetectedFormat) {
  if (format.language === 'de') return { speed: 'km/h', distance: 'm', height: 'm' };
  return { speed: 'mph', distance: 'yd', height: 'yd' };
}

/**
 * Reads a GSPro or Garmin R10 CSV export: byte-order mark, `,` or `;` separator, English or German
 * headers, an optional units row. Refuses (400, field `content`) a file of another kind.
 */
export function readFile(content: string): FileTable {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = delimiterOf(firstLine);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }) as never;
  } catch (error) {
    throw invalid('content', `The file could not be read as CSV: ${(error as Error).message}`);
  }
  const [header, ...rest] = records;
  if (!header) throw invalid('content', 'The file is empty.');
  const format = detectFormat(header.record);
  if (!format) {
    throw invalid(
      'content',
      'This is not a GSPro or Garmin R10 shot export: its first row should be the column names (for example Carry, BallSpeed, VLA, HLA or Ball Speed, Carry Distance, Launch Angle).',
    );
  }
  const unitsRow = rest[0] && isUnitsRow(rest[0].record) ? rest.shift()!.record : undefined;
  const defaults = defaultUnits(format);
  const factors = new Map<number, number>();
  const seen: Record<'distance' | 'speed' | 'height', string | undefined> = { distance: undefined, speed: undefined, height: undefined };
  for (const [index, field] of format.fields) {
    const kind = FIELD_KIND[field];
    if (!kind) continue;
    const written: string | undefined = unitsRow?.[index] || format.headerUnits.get(index);
    const unit = written ? normalUnit(written) : defaults[kind];
    const table = kind === 'speed' ? TO_MPH : TO_YARDS;
    if (!unit || table[unit] === undefined) {
      throw invalid(
        'content',
        `The unit "${written}" of column ${header.record[index]} is not one we read (${kind === 'speed' ? 'mph, km/h or m/s' : 'yards, metres or feet'}).`,
      );
    }
    seen[kind] ??= unit;
    factors.set(index, table[unit]);
  }
  if (rest.length > MAX_IMPORT_ROWS)
    throw invalid('content', `The file has ${rest.length} shots; import at most ${MAX_IMPORT_ROWS} at a time (one session per file).`);
  const rows = rest
    .filter((r) => r.record.some((c) => c !== ''))
    .map((r) => {
      const cells = new Map<Field, Cell>();
      for (const [index, field] of format.fields)
        cells.set(field, { text: r.record[index] ?? '', header: header.record[index]!.replace(/^\uFEFF/, '').trim() });
      return { line: r.info.lines, cells };
    });
  return {
    format,
    decimalComma: delimiter !== ',',
    fileUnits: { distance: seen.distance ?? defaults.distance, speed: seen.speed ?? defaults.speed, height: seen.height ?? defaults.height },
    factors,
    rows,
  };
}

/** The factor into stored units of the column a field was read from. */
export function factorOf(table: FileTable, field: Field): number {
  for (const [index, f] of table.format.fields) if (f === field) return table.factors.get(index) ?? 1;
  return 1;
}
