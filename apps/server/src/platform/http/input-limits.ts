import type { FastifyInstance, FastifySchema } from 'fastify';
import { INT4_RANGE, NUMBER_RANGE } from '@golf/contracts';

/**
 * Every route's input, bounded to what the database holds, in one place rather than route by
 * route: integers with no bounds of their own stay in int4 (a serial id, an integer column), numbers
 * with none stay finite, and text never carries a NUL (PostgreSQL refuses it in text columns). Ajv
 * coerces a query, path or body "Infinity" to Infinity (and JSON.parse reads `1e999` as Infinity),
 * which FINITE_KEYWORD refuses. Contracts that need more (bigint columns) or less (smallint) say so
 * with the helpers in @golf/contracts (BigRowId, SmallInt).
 */
export const NO_NUL_KEYWORD = 'x-no-nul';
/**
 * Ajv's own limits skip a number that is not finite once coerced (its limit checks are guarded by
 * isFinite), so "Infinity" in a query would pass `maximum`; this keyword runs on every value.
 */
export const FINITE_KEYWORD = 'x-finite';

type Schema = Record<string, unknown>;

const hasType = (schema: Schema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A copy of an input schema with the bounds above added wherever it sets none. */
export function boundInputSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => boundInputSchema(s)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  // Only the enumerable keys: TypeBox keeps its own (`~kind`) hidden from ajv, and so does the copy.
  for (const [key, value] of Object.entries(schema)) out[key] = SCHEMA_KEYS.has(key) ? boundInputSchema(value) : MAP_KEYS.has(key) ? boundMap(value) : value;
  const bounded = out.enum === undefined && out.const === undefined;
  if (hasType(out, 'integer') || hasType(out, 'number')) out[FINITE_KEYWORD] = true;
  if (bounded && hasType(out, 'integer')) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_RANGE.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_RANGE.maximum;
  } else if (bounded && hasType(out, 'number')) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = NUMBER_RANGE.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = NUMBER_RANGE.maximum;
  }
  if (bounded && hasType(out, 'string')) out[NO_NUL_KEYWORD] = true;
  return out as T;
}

const SCHEMA_KEYS = new Set(['items', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties', 'prefixItems', 'contains', 'if', 'then', 'else']);
const MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

function boundMap(map: unknown): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, boundInputSchema(v)]));
}

const INPUT_PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;

/**
 * One bounded copy per input schema object: every app built from the same modules (the test
 * suite builds one per file in a process) hands Fastify the same object, and the validator
 * compiler (schema-compilers.ts) then reuses what it compiled for it instead of compiling again.
 */
const boundCopies = new WeakMap<object, unknown>();

function boundOnce<T>(schema: T): T {
  if (!schema || typeof schema !== 'object') return boundInputSchema(schema);
  let copy = boundCopies.get(schema) as T | undefined;
  if (copy === undefined) boundCopies.set(schema, (copy = boundInputSchema(schema)));
  return copy;
}

/** Bounds every route's input schemas as it is added (register before the routes). */
export function registerInputLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // GraphQL checks its own variables and arguments (commerce/graphql/input-rules.ts).
    if (!route.schema || route.url.startsWith('/graphql')) return;
    const schema: FastifySchema = { ...route.schema };
    for (const part of INPUT_PARTS) if (schema[part as keyof FastifySchema]) (schema as Schema)[part] = boundOnce(schema[part as keyof FastifySchema]);
    route.schema = schema;
  });
}

/** The ajv keywords behind NO_NUL_KEYWORD and FINITE_KEYWORD (given to Fastify's ajv as a plugin). */
export function inputKeywords<A extends { addKeyword(definition: object): unknown }>(ajv: A): A {
  ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    validate: (wanted: boolean, data: string) => !wanted || !data.includes('\u0000'),
  });
  // No `type` here: ajv's type guard for a keyword would itself skip Infinity.
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    validate: (wanted: boolean, data: unknown) => !wanted || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}
