import type { ApiError } from './api-error';

/**
 * Writes the app may send again. Each logical write gets one Idempotency-Key, kept across its
 * retries, so the server applies it once however often it arrives (the server keeps the answer
 * for 24 hours). A write is sent again only when it may not have arrived or run: the network
 * failed or the server was briefly unavailable (503, load shed or database away).
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWriteMethod = (method: string | undefined): boolean => WRITE_METHODS.has((method ?? 'GET').toUpperCase());

/** 128 random bits in hex. crypto.getRandomValues works on plain http too, where randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits before the second and third tries; a 503's Retry-After is followed up to the longest. */
export const RETRY_WAITS_MS = [700, 2000];

/** How long to wait before sending a failed keyed write again, or undefined when it must not be resent. */
export function retryWaitMs(error: ApiError, attempt: number): number | undefined {
  const wait = RETRY_WAITS_MS[attempt];
  if (wait === undefined) return undefined;
  if (error.status === 'network') return wait;
  if (error.status !== 503) return undefined;
  const asked = (error.retryAfterSeconds ?? 0) * 1000;
  return Math.min(Math.max(wait, asked), RETRY_WAITS_MS[RETRY_WAITS_MS.length - 1]!);
}

/** Sends `attempt` (with the same key each time) until it succeeds or `retryWaitMs` says stop. */
export async function sendWithRetries<R extends { error?: ApiError }>(attempt: () => Promise<R>, signal?: AbortSignal): Promise<R> {
  let result = await attempt();
  for (let tries = 0; result.error && !signal?.aborted; tries += 1) {
    const wait = retryWaitMs(result.error, tries);
    if (wait === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = await attempt();
  }
  return result;
}
