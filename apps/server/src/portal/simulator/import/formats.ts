/** The measurements an import reads, whatever a file calls them. */
export type Field =
  | 'date'
  | 'club'
  | 'clubName'
  | 'clubSpeed'
  | 'attackAngle'
  | 'clubPath'
  | 'faceToTarget'
  | 'faceToPath'
  | 'ballSpeed'
  | 'launchAngle'
  | 'launchDirection'
  | 'backSpin'
  | 'sideSpin'
  | 'spinRate'
  | 'spinAxis'
  | 'apex'
  | 'carry'
  | 'offline'
  | 'total'
  | 'descentAngle'
  | 'distanceToPin';

/** What kind of unit a field is written in (the file's units row or its format decide which). */
export const FIELD_KIND: Partial<Record<Field, 'speed' | 'distance' | 'height'>> = {
  clubSpeed: 'speed',
  ballSpeed: 'speed',
  carry: 'distance',
  offline: 'distance',
  total: 'distance',
  apex: 'height',
};

export type FormatName = 'gspro' | 'garmin-r10';
export type Language = 'en' | 'de';

interface Format {
  name: FormatName;
  language: Language;
  /** Header (lower case, as written) → field. Columns not named here are ignored. */
  columns: Record<string, Field>;
  /** Headers that must all be present for a file to be of this format. */
  signature: string[];
}

// GSPro writes yards, mph, rpm and degrees; `Decent` is its own spelling of descent angle.
const GSPRO: Format = {
  name: 'gspro',
  language: 'en',
  signature: ['carry', 'ballspeed', 'vla', 'hla'],
  columns: {
    carry: 'carry',
    totaldistance: 'total',
    ballspeed: 'ballSpeed',
    backspin: 'backSpin',
    sidespin: 'sideSpin',
    hla: 'launchDirection',
    vla: 'launchAngle',
    decent: 'descentAngle',
    descent: 'descentAngle',
    distancetopin: 'distanceToPin',
    peakheight: 'apex',
    offline: 'offline',
    rawspinaxis: 'spinAxis',
    club: 'club',
    clubspeed: 'clubSpeed',
    path: 'clubPath',
    aoa: 'attackAngle',
    facetotarget: 'faceToTarget',
    facetopath: 'faceToPath',
  },
};

const GARMIN_EN: Format = {
  name: 'garmin-r10',
  language: 'en',
  signature: ['ball speed', 'carry distance', 'launch angle'],
  columns: {
    date: 'date',
    'club type': 'club',
    'club name': 'clubName',
    'club speed': 'clubSpeed',
    'attack angle': 'attackAngle',
    'club path': 'clubPath',
    'club face': 'faceToTarget',
    'face to path': 'faceToPath',
    'ball speed': 'ballSpeed',
    'launch angle': 'launchAngle',
    'launch direction': 'launchDirection',
    backspin: 'backSpin',
    sidespin: 'sideSpin',
    'spin rate': 'spinRate',
    'spin axis': 'spinAxis',
    'apex height': 'apex',
    'carry distance': 'carry',
    'carry deviation distance': 'offline',
    'total distance': 'total',
  },
};

// The Garmin Golf app in German translates the headers (not the club types, which stay English).
const GARMIN_DE: Format = {
  name: 'garmin-r10',
  language: 'de',
  signature: ['ballgeschwindigkeit', 'carry-distanz', 'abflugwinkel'],
  columns: {
    datum: 'date',
    schlägerart: 'club',
    schlägertyp: 'club',
    schlägername: 'clubName',
    'schl.gsch.': 'clubSpeed',
    schlägerkopfgeschwindigkeit: 'clubSpeed',
    schlägergeschwindigkeit: 'clubSpeed',
    anstellwinkel: 'attackAngle',
    schwungbahn: 'clubPath',
    schlagfläche: 'faceToTarget',
    schlagflächenstellung: 'faceToPath',
    ballgeschwindigkeit: 'ballSpeed',
    abflugwinkel: 'launchAngle',
    abflugrichtung: 'launchDirection',
    backspin: 'backSpin',
    sidespin: 'sideSpin',
    drehrate: 'spinRate',
    drehachse: 'spinAxis',
    'höhe des scheitelpunkts': 'apex',
    scheitelpunkthöhe: 'apex',
    'carry-distanz': 'carry',
    'carry-abweichungsdistanz': 'offline',
    gesamtstrecke: 'total',
    gesamtdistanz: 'total',
  },
};

const FORMATS = [GSPRO, GARMIN_EN, GARMIN_DE];

/** A header as compared: lower case, single spaces, without a unit in brackets ("Carry [yds]"). */
export function headerKey(header: string): { key: string; unit: string | null } {
  const trimmed = header.replace(/^\uFEFF/, '').trim();
  const unit = /[[(]([^\])]+)[\])]\s*$/.exec(trimmed);
  const key = (unit ? trimmed.slice(0, unit.index) : trimmed).trim().toLowerCase().replace(/\s+/g, ' ');
  return { key, unit: unit ? unit[1]!.trim() : null };
}

export interface DetectedFormat {
  name: FormatName;
  language: Language;
  /** Column index → field. */
  fields: Map<number, Field>;
  /** Column index → unit written in the header itself, when it carries one. */
  headerUnits: Map<number, string>;
}

/** The format whose signature headers are all present, or null. */
export function detectFormat(headers: string[]): DetectedFormat | null {
  const keys = headers.map(headerKey);
  const present = new Set(keys.map((k) => k.key));
  const format = FORMATS.find((f) => f.signature.every((s) => present.has(s)));
  if (!format) return null;
  const fields = new Map<number, Field>();
  const headerUnits = new Map<number, string>();
  keys.forEach(({ key, unit }, i) => {
    const field = format.columns[key];
    // The first column of a field wins (Garmin files repeat nothing, but be safe).
    if (field && ![...fields.values()].includes(field)) fields.set(i, field);
    if (unit) headerUnits.set(i, unit);
  });
  return { name: format.name, language: format.language, fields, headerUnits };
}
