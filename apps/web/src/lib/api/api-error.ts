import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Every failed portal call, told one way: the HTTP status (or what went wrong before one came
 * back), the server's code and message, and the field at fault when the server named one.
 * A 200 answer whose envelope code is not 0 (for example 90015, wrong region) is an error too,
 * with status 200 and the envelope's data.
 */
export interface ApiError {
  status: number | 'network' | 'parse' | 'timeout';
  code: number | string;
  message: string;
  field?: string;
  data?: unknown;
  /** From a 429 answer's retry-after header. */
  retryAfterSeconds?: number;
}

interface ErrorBody {
  code?: number | string;
  message?: string;
  field?: string;
  data?: unknown;
}

const isErrorBody = (value: unknown): value is ErrorBody => typeof value === 'object' && value !== null;

/** Turns fetchBaseQuery's error into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const body = isErrorBody(error.data) ? error.data : {};
    const retryAfter = Number(response?.headers.get('retry-after'));
    return {
      status: error.status,
      code: body.code ?? error.status,
      message: body.message ?? '',
      ...(body.field ? { field: body.field } : {}),
      ...(body.data !== undefined && body.data !== null ? { data: body.data } : {}),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'network', code: 'network', message: error.error };
    case 'TIMEOUT_ERROR':
      return { status: 'timeout', code: 'timeout', message: error.error };
    case 'PARSING_ERROR':
      return { status: 'parse', code: error.originalStatus, message: error.error };
    default:
      return { status: 'network', code: 'network', message: error.error };
  }
}

/** Narrows the `error` of an RTK Query hook or unwrap() rejection to an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value && 'message' in value;
}
