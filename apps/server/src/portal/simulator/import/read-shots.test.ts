import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../platform/errors.ts';
import { clubTypeOfName } from './club-names.ts';
import { readFile } from './read-file.ts';
import { fileDateOrder, readShots } from './read-shots.ts';
import { dateOrderOf } from './values.ts';

const gspro = readFileSync(path.join(import.meta.dirname, '../fixtures/gspro-export-7iron.csv'), 'utf8');

const GARMIN_HEADER =
  'Date,Player,Club Name,Club Type,Club Speed,Attack Angle,Club Path,Club Face,Face to Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Backspin,Sidespin,Spin Rate,Spin Rate Type,Spin Axis,Apex Height,Carry Distance,Carry Deviation Angle,Carry Deviation Distance,Total Distance,Total Deviation Angle,Total Deviation Distance';
const GARMIN_UNITS = ',,,,[mph],[deg],[deg],[deg],[deg],[mph],,[deg],[deg],[rpm],[rpm],[rpm],,[deg],[ft],[yds],[deg],[yds],[yds],[deg],[yds]';

describe('GSPro export', () => {
  const table = readFile(gspro);
  const rows = readShots(table, { zone: 'UTC' });

  it('is recognised with its units', () => {
    expect(table.format).toMatchObject({ name: 'gspro', language: 'en' });
    expect(table.fileUnits).toEqual({ distance: 'yd', speed: 'mph', height: 'yd' });
    expect(rows).toHaveLength(28);
    expect(rows.every((r) => r.errors.length === 0)).toBe(true);
  });

  it('reads the first shot as the file writes it', () => {
    const first = rows[0]!.shot!;
    expect(rows[0]!.line).toBe(2);
    expect(first.clubType).toBe('7i');
    expect(first.carry).toBeCloseTo(45.50007, 5);
    expect(first.total).toBeCloseTo(56.7645, 4);
    expect(first.ballSpeed).toBeCloseTo(51.74455, 5);
    expect(first.launchAngle).toBeCloseTo(23.94654, 5);
    expect(first.launchDirection).toBeCloseTo(-4.317445, 5);
    expect(first.descentAngle).toBeCloseTo(28.59991, 5);
    expect(first.spinAxis).toBeCloseTo(-4.327099, 5);
    expect(first.clubSpeed).toBeCloseTo(51.86024, 5);
    // DistanceToPin carries its own unit: 93.99 yds.
    expect(first.distanceToPin).toBeCloseTo(93.99, 5);
  });

  it('reads club data GSPro wrote as 0 as not measured, and pin distances in feet', () => {
    const first = rows[0]!.shot!;
    expect(first.attackAngle).toBeNull();
    // Line 6: "23.44 ft" is 7.8133 yards.
    expect(rows[4]!.shot!.distanceToPin).toBeCloseTo(23.44 / 3, 4);
  });

  it('gives the same fingerprint to the same shot, and different ones to different shots', () => {
    const again = readShots(readFile(gspro), { zone: 'Asia/Tokyo', defaultClub: '6i' });
    expect(again.map((r) => r.key)).toEqual(rows.map((r) => r.key));
    expect(new Set(rows.map((r) => r.key)).size).toBe(28);
  });
});

describe('Garmin R10 export', () => {
  it('reads a byte-order mark, the units row and 12-hour dates in the given zone', () => {
    const text = `\uFEFF${GARMIN_HEADER}\n${GARMIN_UNITS}\n5/1/25 7:14:22 PM,Sam,7 Iron,7 Iron,78.2,-3.1,1.2,-0.8,-2.0,104.5,1.34,17.8,-1.5,6120,-250,6125,Measured,2.3,82.5,141.2,-1.4,-3.5,148.9,-1.6,-4.1\n`;
    const table = readFile(text);
    expect(table.format).toMatchObject({ name: 'garmin-r10', language: 'en' });
    expect(table.fileUnits).toEqual({ distance: 'yd', speed: 'mph', height: 'ft' });
    const [row] = readShots(table, { zone: 'America/Denver' });
    expect(row!.errors).toEqual([]);
    const shot = row!.shot!;
    expect(shot.hitAt!.toISOString()).toBe('2025-05-02T01:14:22.000Z');
    expect(shot.clubType).toBe('7i');
    expect(shot.apex).toBeCloseTo(82.5 / 3, 4);
    expect(shot.offline).toBeCloseTo(-3.5, 6);
    // Spin from total spin and axis: back = 6125·cos 2.3°, side = 6125·sin 2.3° (to the right).
    expect(shot.backSpin).toBeCloseTo(6125 * Math.cos((2.3 * Math.PI) / 180), 3);
    expect(shot.sideSpin).toBeCloseTo(245.8, 1);
  });

  it('reads the German app: `;` separator, decimal commas, km/h and metres, day-first dates', () => {
    const text = [
      'Datum;Spieler;Schlägername;Schlägerart;Schl.gsch.;Anstellwinkel;Schwungbahn;Schlagfläche;Schlagflächenstellung;Ballgeschwindigkeit;Smash Factor;Abflugwinkel;Abflugrichtung;Backspin;Sidespin;Drehrate;Drehratentyp;Drehachse;Höhe des Scheitelpunkts;Carry-Distanz;Carry-Abweichungswinkel;Carry-Abweichungsdistanz;Gesamtstrecke;Gesamtabweichungswinkel;Gesamtabweichungsdistanz',
      ';;;;[km/h];[deg];[deg];[deg];[deg];[km/h];;[deg];[deg];[rpm];[rpm];[rpm];;[deg];[m];[m];[deg];[m];[m];[deg];[m]',
      '26.11.23 12:38:50;Jo;Eisen 9;9 Iron;121,5;-3,2;-4,1;-8,0;-3,9;139,0;1,14;20,1;-7,5;7000,5;15,2;7000,6;Calculated;-1,5;15,6;95,0;-8,6;-14,3;101,3;-8,6;-15,1',
    ].join('\r\n');
    const table = readFile(text);
    expect(table.format).toMatchObject({ name: 'garmin-r10', language: 'de' });
    const [row] = readShots(table, { zone: 'Europe/Berlin' });
    expect(row!.errors).toEqual([]);
    const shot = row!.shot!;
    expect(shot.clubType).toBe('9i');
    expect(shot.hitAt!.toISOString()).toBe('2023-11-26T11:38:50.000Z');
    expect(shot.ballSpeed).toBeCloseTo(139.0 / 1.609344, 4);
    expect(shot.carry).toBeCloseTo(95 / 0.9144, 4);
    expect(shot.offline).toBeCloseTo(-14.3 / 0.9144, 4);
  });

  it('lists what is wrong with each bad row and keeps the good ones', () => {
    const text = [
      GARMIN_HEADER,
      GARMIN_UNITS,
      '5/1/25 19:14:22,Sam,Driver,Driver,101.0,1.0,0.5,0.2,-0.3,148.0,1.47,12.1,0.4,2600,-120,2603,Measured,2.6,95.0,232.0,0.3,1.2,258.0,0.4,1.8',
      '5/1/25 19:15:02,Sam,Driver,Driver,101.0,1.0,0.5,0.2,-0.3,abc,1.47,12.1,0.4,2600,-120,2603,Measured,2.6,95.0,232.0,0.3,1.2,258.0,0.4,1.8',
      '5/1/25 19:16:40,Sam,Chipper,Chipper,40.0,1.0,0.5,0.2,-0.3,45.0,1.1,30.0,0.4,2600,-120,2603,Measured,2.6,10.0,700.0,0.3,1.2,30.0,0.4,1.8',
      'yesterday,Sam,Driver,Driver,101.0,1.0,0.5,0.2,-0.3,148.0,1.47,12.1,0.4,2600,-120,2603,Measured,2.6,95.0,233.0,0.3,1.2,259.0,0.4,1.8',
    ].join('\n');
    const rows = readShots(readFile(text), { zone: 'UTC' });
    expect(rows.map((r) => r.line)).toEqual([3, 4, 5, 6]);
    expect(rows[0]!.shot).not.toBeNull();
    expect(rows[1]!.errors).toEqual([{ column: 'Ball Speed', message: '"abc" is not a number.' }]);
    expect(rows[2]!.errors.map((e) => e.column)).toEqual(['Carry Distance', 'Club Type']);
    expect(rows[2]!.errors[0]!.message).toContain('not a plausible reading');
    expect(rows[3]!.errors).toEqual([{ column: 'Date', message: '"yesterday" is not a date and time (for example 5/1/25 7:14:22 PM).' }]);
  });
});

describe('files that are not shot exports', () => {
  it.each([
    ['an empty file', ' '],
    ['a spreadsheet of something else', 'Name,Email\nJo,jo@example.com'],
    ['an unknown unit', `${GARMIN_HEADER}\n,,,,[furlongs/fortnight],,,,,[mph],,,,,,,,,,[yds],,[yds],[yds],,[yds]\n`],
  ])('refuses %s with a 400 on content', (_name, text) => {
    try {
      readFile(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).opts.field).toBe('content');
    }
  });
});

describe('club names', () => {
  it.each([
    ['I7', '7i'],
    ['7 Iron', '7i'],
    ['Eisen 7', '7i'],
    ['DR', 'driver'],
    ['Driver', 'driver'],
    ['W3', '3w'],
    ['3-Wood', '3w'],
    ['Hybrid 4', '4h'],
    ['H4', '4h'],
    ['Pitching Wedge', 'pw'],
    ['AW', 'gw'],
    ['Sand Wedge', 'sw'],
    ['PT', 'putter'],
    ['1 Iron', null],
    ['Chipper', null],
  ])('%s is %s', (name, code) => {
    expect(clubTypeOfName(name)).toBe(code);
  });

  describe('date order, decided per file from its own rows', () => {
    const row = (date: string, carry = '141.2') =>
      `${date},Sam,7 Iron,7 Iron,78.2,-3.1,1.2,-0.8,-2.0,104.5,1.34,17.8,-1.5,6120,-250,6125,Measured,2.3,82.5,${carry},-1.4,-3.5,148.9,-1.6,-4.1`;
    const file = (...dates: string[]) => readFile([GARMIN_HEADER, GARMIN_UNITS, ...dates.map((d, i) => row(d, String(140 + i)))].join('\n'));

    it('reads a day-first file as day first: 10/09/2025 is 10 September when another row is the 13th', () => {
      const table = file('10/09/2025 19:14:22', '13/09/2025 18:00:00', '30/09/2025 18:00:00');
      expect(fileDateOrder(table)).toEqual({ dateOrder: 'dayFirst', detected: true, needsChoice: false });
      const rows = readShots(table, { zone: 'UTC', dateOrder: 'dayFirst' });
      expect(rows.map((r) => r.errors)).toEqual([[], [], []]);
      expect(rows.map((r) => r.shot!.hitAt!.toISOString().slice(0, 10))).toEqual(['2025-09-10', '2025-09-13', '2025-09-30']);
    });

    it('reads a month-first file as month first when a second field is above 12', () => {
      const table = file('10/09/2025 7:14:22 PM', '10/13/2025 7:20:00 PM');
      expect(fileDateOrder(table)).toEqual({ dateOrder: 'monthFirst', detected: true, needsChoice: false });
      expect(readShots(table, { zone: 'UTC', dateOrder: 'monthFirst' })[0]!.shot!.hitAt!.toISOString().slice(0, 10)).toBe('2025-10-09');
    });

    it('asks when every date fits both orders, and reads the choice', () => {
      const table = file('10/09/2025 19:14:22', '11/09/2025 19:20:00');
      expect(fileDateOrder(table)).toEqual({ dateOrder: null, detected: false, needsChoice: true });
      expect(fileDateOrder(table, 'dayFirst')).toEqual({ dateOrder: 'dayFirst', detected: false, needsChoice: false });
      expect(readShots(table, { zone: 'UTC', dateOrder: 'dayFirst' })[1]!.shot!.hitAt!.toISOString().slice(0, 10)).toBe('2025-09-11');
    });

    it('needs no order for files without slashed dates', () => {
      expect(dateOrderOf(['26.11.23 12:38:50', '2025-01-02 10:00'])).toBeNull();
      expect(fileDateOrder(file('2025-09-13 10:00:00'))).toEqual({ dateOrder: null, detected: false, needsChoice: false });
    });
  });
});
