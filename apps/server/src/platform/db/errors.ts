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
