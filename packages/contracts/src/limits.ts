import { Type } from 'typebox';

/**
 * What the database columns hold. The server applies the int4 range to every integer input that
 * declares no bounds of its own (platform/http/input-limits.ts), so a contract only needs these
 * where a column is narrower (smallint) or wider (bigint) than that.
 */
export const INT2_RANGE = { minimum: -32_768, maximum: 32_767 } as const;
export const INT4_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
/** bigint columns, as far as a JSON number stays exact. */
export const BIGINT_RANGE = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;
/** Numbers with no bounds of their own stay within this (and are never Infinity or NaN). */
export const NUMBER_RANGE = { minimum: -1e15, maximum: 1e15 } as const;

/** A row id in a serial (int4) column. */
export const RowId = (opts: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: INT4_RANGE.maximum, ...opts });
/** A row id in a bigserial column. */
export const BigRowId = (opts: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: BIGINT_RANGE.maximum, ...opts });
/** A count or measure stored in a smallint column. */
export const SmallInt = (opts: { minimum?: number; maximum?: number; description?: string } = {}) => Type.Integer({ ...INT2_RANGE, ...opts });
