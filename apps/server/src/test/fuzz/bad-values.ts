import fc from 'fast-check';

/**
 * A hostile value in two spellings: `json` is the raw JSON text put into a body (so `1e999` reaches
 * the server as JSON.parse makes it, Infinity), `text` is what goes into a path segment or a query.
 */
export interface BadValue {
  json: string;
  text: string;
}

const raw = (json: string, text = json): BadValue => ({ json, text });
const str = (text: string): BadValue => ({ json: JSON.stringify(text), text });

/** What attackers and unlucky users send first: non-finite and huge numbers, NUL, odd shapes. */
const KNOWN_BAD: BadValue[] = [
  raw('1e999'),
  raw('-1e999'),
  str('Infinity'),
  str('-Infinity'),
  str('NaN'),
  raw('9007199254740993'),
  raw('2147483648'),
  raw('2147483647'),
  raw('32768'),
  raw('-2147483649'),
  raw('99999999999999999999999999'),
  raw('-1'),
  raw('0'),
  raw('1.5'),
  raw('1e-400'),
  str('\u0000'),
  str('a\u0000b'),
  str('x'.repeat(5000)),
  str(''),
  str(' '),
  str('0x10'),
  str('1e5'),
  str('2026-02-30T25:61:00Z'),
  str('\ud800'),
  str('💥🏌️‍♀️'),
  str("' or 1=1 --"),
  str('../../etc/passwd'),
  raw('null'),
  raw('true'),
  raw('[]'),
  raw('[1,2]'),
  raw('{}'),
  raw('{"a":{"b":1}}'),
];

/** The findings that reached PostgreSQL before: drawn most often. */
const CORE_BAD: BadValue[] = [raw('1e999'), str('Infinity'), str('-Infinity'), raw('9007199254740993'), raw('2147483648'), str('a\u0000b'), str('\u0000')];

/** One hostile value: mostly the core findings and the known list, sometimes random text or numbers. */
export const badValue: fc.Arbitrary<BadValue> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CORE_BAD) },
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_BAD) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }).map(str) },
  { weight: 1, arbitrary: fc.double().map((n) => raw(Number.isFinite(n) ? String(n) : n > 0 ? '1e999' : n < 0 ? '-1e999' : '"NaN"', String(n))) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => raw(String(n))) },
);
