import { CLUB_TYPES, type ClubTypeCode } from '@golf/contracts';

const KNOWN = new Set<string>(CLUB_TYPES.map((c) => c.code));

/** Whole names and codes as GSPro (DR, W3, I7, PW), Garmin ("7 Iron", "Sand Wedge") and German apps write them. */
const NAMED: Record<string, ClubTypeCode> = {
  dr: 'driver',
  driver: 'driver',
  '1w': 'driver',
  w1: 'driver',
  treiber: 'driver',
  pw: 'pw',
  'pitching wedge': 'pw',
  pitch: 'pw',
  'p wedge': 'pw',
  gw: 'gw',
  aw: 'gw',
  uw: 'gw',
  'gap wedge': 'gw',
  'approach wedge': 'gw',
  'utility wedge': 'gw',
  sw: 'sw',
  'sand wedge': 'sw',
  lw: 'lw',
  'lob wedge': 'lw',
  pt: 'putter',
  putter: 'putter',
};

const GROUPS: [RegExp, string][] = [
  [/^(?:w|wood|fw|holz|fairway|fairway wood|fairwayholz)$/, 'w'],
  [/^(?:h|hy|hyb|hybrid|rescue|ut)$/, 'h'],
  [/^(?:i|iron|eisen)$/, 'i'],
];

/**
 * The club code of a club as a file names it, or null when it is not a club the portal knows
 * (a 1-iron, a chipper, a nickname). Accepts "I7", "7i", "7 Iron", "Eisen 7", "3-Wood", "Hybrid 4".
 */
export function clubTypeOfName(raw: string): ClubTypeCode | null {
  const text = raw.trim().toLowerCase().replace(/[-_.]/g, ' ').replace(/\s+/g, ' ');
  if (!text) return null;
  if (NAMED[text]) return NAMED[text];
  const match = /^(\d{1,2})\s*([a-zäöü ]+)$/.exec(text) ?? /^([a-zäöü ]+?)\s*(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [number, word] = /^\d/.test(match[1]!) ? [match[1]!, match[2]!.trim()] : [match[2]!, match[1]!.trim()];
  for (const [pattern, suffix] of GROUPS) {
    if (pattern.test(word)) {
      const code = `${Number(number)}${suffix}`;
      if (code === '1w') return 'driver';
      return KNOWN.has(code) ? (code as ClubTypeCode) : null;
    }
  }
  return null;
}
