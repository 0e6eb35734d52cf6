import { sql } from 'drizzle-orm';
import { statementCache, unplannedValue, type Db } from '../../platform/db/index.ts';
import { aboutJson, playerCardJson, scoreRowsJson } from '../account/index.ts';
import { openPlanJson } from '../game-plan/index.ts';
import { latestNotificationsJson } from '../notifications/index.ts';
import { lastRoundJson } from '../rounds/index.ts';
import { nextLessonJson } from '../scheduling/index.ts';
import { keptHandicapJson } from '../scorecard/index.ts';
import { recentSessionJson } from '../simulator/index.ts';

/**
 * The whole home page in one prepared statement (one per database handle): each area's JSON for
 * its card, built by PostgreSQL from the SQL the area owns (exported through its index). Fourteen
 * small statements were each built by the ORM, sent and parsed; one round trip replaces them.
 * Placeholders: playerId, now (ISO text).
 */
function prepareHome(db: Db) {
  // Values hidden from the planner: seen, PostgreSQL planned this statement on every call (1.3 ms,
  // 2.7 under load) once the tables' statistics had moved, its estimate of the kept plan above the
  // planned one's, though the kept plan ran no slower (0.46 against 0.45 ms). Hidden, it keeps one.
  const player = unplannedValue('playerId', 'int');
  const now = unplannedValue('now', 'timestamptz');
  return db
    .select({
      player: playerCardJson(player),
      nextLesson: nextLessonJson(player, now),
      handicap: keptHandicapJson(player),
      recentPractice: recentSessionJson(player),
      lastRound: lastRoundJson(player),
      plan: openPlanJson(player),
      scores: scoreRowsJson(player),
      notifications: latestNotificationsJson(player),
      about: aboutJson(player),
    })
    .from(sql`(select 1) as one`)
    .prepare('layout_home');
}

/** The home statement of a database handle, prepared on first use. */
export const homeStatement = statementCache(prepareHome);

/** The home statement's one row: each card's JSON. */
export type HomeRow = Awaited<ReturnType<ReturnType<typeof homeStatement>['execute']>>[number];
