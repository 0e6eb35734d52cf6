import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { ServiceError } from './errors.ts';
import { rateLimits } from './rate-limit.tables.ts';
import { rowsOf } from './db/index.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Seconds to wait when the key has used up its window, else 0. Does not count a hit. */
export async function retryAfter(db: Db, limit: Limit): Promise<number> {
  const rows = await rowsOf<{ wait: number }>(
    db,
    sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as wait
    from ${rateLimits} where key = ${limit.key} and hits >= ${limit.max}
      and window_start > now() - make_interval(secs => ${limit.windowSeconds})`,
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Counts one hit against the key in one atomic statement. */
export async function countHit(db: Db, limit: Limit): Promise<void> {
  await db.execute(sql`
    insert into ${rateLimits} (key, window_start, hits) values (${limit.key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds}) then 1 else ${rateLimits.hits} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds}) then now() else ${rateLimits.windowStart} end`);
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Refuses with 429 while any of the limits is used up. */
export async function assertUnderLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const wait = await retryAfter(db, limit);
    if (wait > 0) {
      throw new ServiceError('too-many', `Too many attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, { retryAfterSeconds: wait });
    }
  }
}

/**
 * Counts a hit and refuses with 429 when this hit went over the limit. Exact under bursts: each
 * request learns its own position in the window from one atomic statement (checking before
 * counting would let a burst through; counting then checking would refuse too many).
 */
export async function consumeHits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const result = await rowsOf<{ hits: number; wait: number }>(
      db,
      sql`
      insert into ${rateLimits} (key, window_start, hits) values (${limit.key}, now(), 1)
      on conflict (key) do update set
        hits = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds}) then 1 else ${rateLimits.hits} + 1 end,
        window_start = case when ${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds}) then now() else ${rateLimits.windowStart} end
      returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as wait`,
    );
    const row = result[0]!;
    if (row.hits > limit.max) {
      const wait = Math.max(1, row.wait);
      throw new ServiceError('too-many', `Too many attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, { retryAfterSeconds: wait });
    }
  }
}
