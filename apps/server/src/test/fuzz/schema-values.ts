import fc from 'fast-check';
import type { BadValue } from './bad-values.ts';

/** The part of JSON Schema (as the OpenAPI document prints TypeBox) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('player@example.com', 'someone@example.org'),
  'date-time': fc.constantFrom('2026-03-10T15:00:00Z', '2026-04-01T09:30:00.000Z'),
  date: fc.constantFrom('2026-03-10', '2026-04-01'),
  time: fc.constantFrom('09:30:00', '15:00:00Z'),
  uuid: fc.uuid(),
  uri: fc.constantFrom('https://example.com/a', 'http://localhost/x'),
};

function patternArb(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 64);
  } catch {
    return fc.constant('a');
  }
}

/** Values a schema accepts (small, so the call gets past validation and into the service). */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validValue(c, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, min + 1000)) });
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      return fc.double({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, min + 1000)), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
      if (schema.pattern) return patternArb(schema.pattern);
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) });
    }
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = validValue(sub, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.constant('a');
  }
}

const MARK = '\u0001fuzz\u0001';

/** Every place in a value where a bad one can go: leaves, array items, and absent schema fields. */
function slots(value: unknown, schema: JsonSchema | undefined, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...slots(v, schema?.items, [...at, i])));
  else if (value && typeof value === 'object') {
    const keys = new Set([...Object.keys(value), ...Object.keys(schema?.properties ?? {})]);
    for (const k of keys) out.push(...slots((value as Record<string, unknown>)[k], schema?.properties?.[k], [...at, k]));
  }
  return out;
}

/** `value` as JSON text with the bad value's raw JSON put at one of its slots (chosen by `pick`). */
export function withBadValue(value: unknown, schema: JsonSchema | undefined, pick: number, bad: BadValue): string {
  const places = slots(value, schema);
  const place = places[pick % places.length]!;
  if (place.length === 0) return bad.json;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of place.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[place.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), bad.json);
}
