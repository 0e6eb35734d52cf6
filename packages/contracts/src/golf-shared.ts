import { Type, type TSchema } from 'typebox';

// Building blocks shared by the courses, rounds, scorecard and play contracts (not exported from
// the package index: each of those files re-uses them under its own names).

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);
/**
 * Nullable inputs as one JSON-Schema type list, not an anyOf: the server's validator coerces
 * types, and in an anyOf it would turn null into 0 or "" before trying the null branch.
 */
export const InputOrNull = <T>(type: 'number' | 'integer' | 'string' | 'boolean', opts: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...opts });

export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });
/** A calendar date, YYYY-MM-DD. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** One of a list of strings, typed as their union (a JSON-Schema enum). */
export const OneOf = <const T extends readonly string[]>(values: T, opts: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...opts });
