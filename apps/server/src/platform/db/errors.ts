// Database errors matched by SQLSTATE and constraint name, never by message text (which differs
// between PGlite and node-postgres, and between PostgreSQL versions and locales).
/** The PostgreSQL error under a driver's or Drizzle's wrapper: SQLSTATE code and constraint name. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return undefined;
}

/** An exclusion-constraint (23P01) or unique (23505) violation of the named constraint or unique index. */
export function violates(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return (pg?.code === '23P01' || pg?.code === '23505') && pg.constraint === constraint;
}

/** SQLSTATEs of a database that is away: connection exceptions (class 08), shutdown or start-up, too many connections. */
const AWAY_STATES = /^(08...|57P0[123]|53300)$/;
/** The same from the driver itself, which has no SQLSTATE: the socket is gone or never opened, or no connection came in time. */
const AWAY_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const AWAY_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * True when `error` says the database cannot be reached right now (restart, failover, every
 * connection busy) rather than that a statement was wrong: the request may succeed if sent again
 * shortly, so it answers 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && (AWAY_STATES.test(e.code) || AWAY_ERRNOS.has(e.code))) return true;
    if (typeof e.message === 'string' && AWAY_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** How long a client should wait before sending again a request the database could not take. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
/** What a request the database could not take answers, REST and GraphQL alike. */
export const DATABASE_UNAVAILABLE_MESSAGE = `The service is briefly unavailable. Please try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`;
