import { desc, eq, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../platform/db/index.ts';
import { coachHeads, playerHeads } from '../account/index.ts';
import { coursePlaces } from '../courses/index.ts';
import { rounds } from './rounds.tables.ts';

/**
 * A page of the player's rounds in one prepared statement (one per database handle): each round
 * with its course's place, its coach, its kept tally (on the round's row),
 * the player's unit flags and the count of all their rounds. Four statements in three round trips
 * were the rounds list's cost. Placeholders: playerId, size, offset.
 */
export const roundsPageStatement = statementCache((db: Db) =>
  db
    .select({
      round: rounds,
      city: coursePlaces.city,
      country: coursePlaces.country,
      latitude: coursePlaces.latitude,
      longitude: coursePlaces.longitude,
      coachId: coachHeads.id,
      firstName: coachHeads.firstName,
      lastName: coachHeads.lastName,
      enableMetricDistances: playerHeads.enableMetricDistances,
      enableMetricSpeeds: playerHeads.enableMetricSpeeds,
      // Counted before the limit: every round of the player, as the page's totalRecord.
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(rounds)
    .innerJoin(coursePlaces, eq(coursePlaces.id, rounds.courseId))
    .innerJoin(playerHeads, eq(playerHeads.id, rounds.playerId))
    .leftJoin(coachHeads, eq(coachHeads.id, rounds.coachId))
    .where(eq(rounds.playerId, sql.placeholder('playerId')))
    .orderBy(desc(rounds.playedAt), desc(rounds.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('rounds_page'),
);
