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

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Counts a hit and refuses with 429 when this hit went over the limit. Exact under bursts: each
 * request learns its own position in the window from one atomic statement (checking before
 * counting would let a burst through; counting then checking would refuse too many). Count before
 * the attempt it guards, so at most `max` attempts are ever evaluated in a window. Answers each
 * limit's position (1 for the first hit of a window); a refused limit stops before the next ones.
 */
export async function consumeHits(db: Db, limits: Limit[]): Promise<number[]> {
  const positions: number[] = [];
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
      throw new ServiceError('too-many', `Too many attempts. Try again in ${waitText(wait)}.`, { retryAfterSeconds: wait });
    }
    positions.push(row.hits);
  }
  return positions;
}

/** Gives back a hit counted by consumeHits for an attempt that turned out well (a right password). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update ${rateLimits} set hits = greatest(${rateLimits.hits} - 1, 0) where key = ${key}`);
}

const waitText = (seconds: number) => (seconds < 60 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`);
