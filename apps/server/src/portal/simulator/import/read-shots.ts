import { createHash } from 'node:crypto';
import type { ClubTypeCode } from '@golf/contracts';
import type { NewShot } from '../sessions.ts';
import { TO_YARDS } from '../units.ts';
import { clubTypeOfName } from './club-names.ts';
import type { Field } from './formats.ts';
import { factorOf, type FileTable } from './read-file.ts';
import { dateOrderOf, orderMatters, readDate, readDistanceWithUnit, readNumber, type DateOrder } from './values.ts';

/** A shot read from a file, in stored units (yards, mph, rpm, degrees): every measurement a file may carry, present or null. */
export type ImportedShot = Required<Omit<NewShot, 'targetDistance' | 'importKey'>>;

export interface ReadRow {
  line: number;
  shot: ImportedShot | null;
  /** Fingerprint of the measured numbers: the same shot in any later import has the same key. */
  key: string | null;
  errors: { column: string; message: string }[];
}

/** What a launch monitor can read, in stored units; outside it a cell is a misread or a typo. */
const PLAUSIBLE: Partial<Record<Field, [number, number, string]>> = {
  ballSpeed: [0.5, 250, 'mph'],
  clubSpeed: [1, 165, 'mph'],
  launchAngle: [-30, 90, '°'],
  launchDirection: [-60, 60, '°'],
  backSpin: [-5000, 16000, 'rpm'],
  sideSpin: [-9000, 9000, 'rpm'],
  spinRate: [0, 16000, 'rpm'],
  spinAxis: [-90, 90, '°'],
  carry: [0, 450, 'yd'],
  total: [0, 500, 'yd'],
  offline: [-250, 250, 'yd'],
  apex: [0, 120, 'yd'],
  descentAngle: [-10, 90, '°'],
  attackAngle: [-20, 20, '°'],
  clubPath: [-30, 30, '°'],
  faceToTarget: [-40, 40, '°'],
  faceToPath: [-45, 45, '°'],
};
const REQUIRED: Field[] = ['ballSpeed', 'launchAngle', 'launchDirection', 'carry', 'total', 'offline'];
// GSPro writes 0 for club data the monitor did not measure.
const GSPRO_ZERO_IS_MISSING: Field[] = ['clubSpeed', 'attackAngle', 'clubPath', 'faceToTarget', 'faceToPath'];

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;

/**
 * How the file's slashed dates are to be read: the order its own rows prove, else the player's
 * choice. `needsChoice` is true when the file cannot tell and the player has not said.
 */
export function fileDateOrder(table: FileTable, chosen?: DateOrder): { dateOrder: DateOrder | null; detected: boolean; needsChoice: boolean } {
  const cells = table.rows.map((r) => r.cells.get('date')?.text ?? '');
  if (!orderMatters(cells)) return { dateOrder: null, detected: false, needsChoice: false };
  const proven = dateOrderOf(cells);
  if (proven) return { dateOrder: proven, detected: true, needsChoice: false };
  return { dateOrder: chosen ?? null, detected: false, needsChoice: chosen === undefined };
}

/** Reads every data row of a file into a shot or the reasons it cannot be one. Slashed dates are read month first unless `dateOrder` says otherwise. */
export function readShots(table: FileTable, opts: { defaultClub?: ClubTypeCode; zone: string; dateOrder?: DateOrder | null }): ReadRow[] {
  return table.rows.map(({ line, cells }) => {
    const errors: ReadRow['errors'] = [];
    const fail = (field: Field | string, message: string) => errors.push({ column: cells.get(field as Field)?.header ?? field, message });

    const value = (field: Field): number | null => {
      const cell = cells.get(field);
      if (!cell) return null;
      const n = readNumber(cell.text, table.decimalComma);
      if (n === undefined) return null;
      if (Number.isNaN(n)) {
        fail(field, `"${cell.text}" is not a number.`);
        return null;
      }
      if (table.format.name === 'gspro' && n === 0 && GSPRO_ZERO_IS_MISSING.includes(field)) return null;
      const stored = n * factorOf(table, field);
      const range = PLAUSIBLE[field];
      if (range && (stored < range[0] || stored > range[1])) {
        const f = factorOf(table, field);
        fail(field, `${cell.text} is not a plausible reading (${+(range[0] / f).toFixed(1)} to ${+(range[1] / f).toFixed(1)}).`);
        return null;
      }
      return stored;
    };
    const read = Object.fromEntries((Object.keys(PLAUSIBLE) as Field[]).map((f) => [f, value(f)])) as Record<Field, number | null>;
    for (const field of REQUIRED) {
      if (read[field] === null && !errors.some((e) => e.column === (cells.get(field)?.header ?? field))) {
        fail(field, cells.has(field) ? 'is empty: the monitor did not read this shot.' : 'is missing from the file.');
      }
    }
    if (read.ballSpeed !== null && read.ballSpeed < 1) fail('ballSpeed', 'is 0: the monitor did not read this shot.');

    // Spin: total spin and axis when the file has them (Garmin), else back and side spin (GSPro).
    let backSpin = read.backSpin;
    let sideSpin = read.sideSpin;
    let spinAxis = read.spinAxis;
    if (read.spinRate !== null && spinAxis !== null) {
      backSpin = read.spinRate * Math.cos(radians(spinAxis));
      sideSpin = read.spinRate * Math.sin(radians(spinAxis));
    } else if (backSpin !== null) {
      // Garmin's own side spin column has the opposite sign of its spin axis; GSPro's agrees with it.
      if (sideSpin !== null && table.format.name === 'garmin-r10') sideSpin = -sideSpin;
      sideSpin ??= 0;
      spinAxis ??= degrees(Math.atan2(sideSpin, backSpin));
    } else if (!errors.length) {
      fail('backSpin', 'is missing: the file gives no spin for this shot.');
    }

    const clubCell = cells.get('club')?.text ?? '';
    const nameCell = cells.get('clubName')?.text ?? '';
    const clubType = clubTypeOfName(clubCell) ?? clubTypeOfName(nameCell) ?? opts.defaultClub ?? null;
    if (!clubType) {
      const named = clubCell || nameCell;
      if (named)
        fail(
          clubCell ? 'club' : 'clubName',
          `"${named}" is not a club we know (for example Driver, 3 Wood, 4 Hybrid, 7 Iron, I7, PW). Choose the club for the file.`,
        );
      else fail('club', 'names no club. Choose the club for the file.');
    }

    let hitAt: Date | null = null;
    const dateCell = cells.get('date');
    if (dateCell && dateCell.text) {
      hitAt = readDate(dateCell.text, opts.zone, opts.dateOrder ?? 'monthFirst');
      if (!hitAt) fail('date', `"${dateCell.text}" is not a date and time (for example ${opts.dateOrder === 'dayFirst' ? '25/1/25' : '5/1/25'} 7:14:22 PM).`);
    }

    let distanceToPin: number | null = null;
    const pinCell = cells.get('distanceToPin');
    if (pinCell) {
      const pin = readDistanceWithUnit(pinCell.text, table.decimalComma);
      if (pin === null) fail('distanceToPin', `"${pinCell.text}" is not a distance (for example 93.99 yds or 23.44 ft).`);
      else if (pin) distanceToPin = pin.value * TO_YARDS[pin.unit]!;
    }

    if (errors.length || !clubType || backSpin === null || sideSpin === null || spinAxis === null) return { line, shot: null, key: null, errors };
    const shot: ImportedShot = {
      clubType,
      hitAt,
      ballSpeed: read.ballSpeed!,
      clubSpeed: read.clubSpeed,
      launchAngle: read.launchAngle!,
      launchDirection: read.launchDirection!,
      backSpin,
      sideSpin,
      spinAxis,
      carry: read.carry!,
      total: read.total!,
      offline: read.offline!,
      apex: read.apex,
      descentAngle: read.descentAngle,
      attackAngle: read.attackAngle,
      clubPath: read.clubPath,
      faceToTarget: read.faceToTarget,
      faceToPath: read.faceToPath,
      distanceToPin,
    };
    return { line, shot, key: shotKey(table.format.name, shot), errors };
  });
}

/**
 * The fingerprint of a shot: the format, the time if the file has one, and the measured numbers.
 * The club is left out on purpose: moving shots to another club, or importing a club-less file
 * again with another club chosen, must not make the same shots new.
 */
export function shotKey(format: string, s: ImportedShot): string {
  const parts = [
    format,
    s.hitAt?.toISOString() ?? '',
    s.ballSpeed.toFixed(2),
    s.launchAngle.toFixed(2),
    s.launchDirection.toFixed(2),
    s.backSpin.toFixed(0),
    s.sideSpin.toFixed(0),
    s.carry.toFixed(2),
    s.total.toFixed(2),
    s.offline.toFixed(2),
  ];
  return createHash('sha256').update(parts.join('|')).digest('base64url');
}
