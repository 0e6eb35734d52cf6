import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Leaderboard, LeaderboardAnswer, LeaderboardQuery, LeaderboardSettings } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { centers, coaches, players } from '../account/index.ts';
import { playerUnits } from '../simulator/index.ts';
import { leaderboardBests, leaderboardProfiles } from './challenges.tables.ts';

/** An id filter is used only when it is not empty (spec 000 §5). */
function idOf(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw invalid(field, `${field} must be a positive whole number.`);
  return id;
}

/** The name a player shows until they choose one: first name and the initial of the last. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/**
 * The leaderboard: longest drive (driver) or closest to the pin (distance), global, of one center
 * or of one coach's players. Only players who agreed are listed, by their display name.
 */
export async function getLeaderboard(ctx: Ctx, caller: PlayerCaller, q: LeaderboardQuery): Promise<LeaderboardAnswer> {
  const board: Leaderboard = q.distanceToPin || q.type === 'distance' ? 'distance' : 'driver';
  const centerId = idOf(q.centerId, 'centerId');
  const coachId = idOf(q.coachId, 'coachId');
  if (centerId && coachId) throw invalid('coachId', 'Choose a center or a coach, not both.');
  const [settings, center, coach] = await Promise.all([
    playerUnits(ctx.db, caller.subjectId),
    centerId ? ctx.db.select({ id: centers.id, name: centers.name }).from(centers).where(eq(centers.id, centerId)).limit(1) : [],
    coachId
      ? ctx.db.select({ id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName }).from(coaches).where(eq(coaches.id, coachId)).limit(1)
      : [],
  ]);
  if (centerId && !center[0]) throw notFound(`Center ${centerId}`);
  if (coachId && !coach[0]) throw notFound(`Coach ${coachId}`);

  // Longer drives rank first; on the distance board, shorter finishes to the pin do.
  const better = board === 'driver' ? desc(leaderboardBests.value) : asc(leaderboardBests.value);
  const scope: SQL[] = [eq(leaderboardBests.board, board)];
  if (centerId) scope.push(eq(players.centerId, centerId));
  if (coachId) scope.push(eq(players.coachId, coachId));
  const visible = and(...scope, eq(leaderboardProfiles.isVisible, true));
  const rows = await ctx.db
    .select({
      playerId: leaderboardBests.playerId,
      value: leaderboardBests.value,
      achievedAt: leaderboardBests.achievedAt,
      displayName: leaderboardProfiles.displayName,
      rank: sql<number>`rank() over (order by ${leaderboardBests.value} ${sql.raw(board === 'driver' ? 'desc' : 'asc')})`.mapWith(Number),
    })
    .from(leaderboardBests)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.playerId, leaderboardBests.playerId))
    .innerJoin(players, eq(players.id, leaderboardBests.playerId))
    .where(visible)
    .orderBy(better, asc(leaderboardBests.achievedAt), asc(leaderboardBests.playerId))
    .limit(q.size);

  const [mine] = await ctx.db
    .select({
      value: leaderboardBests.value,
      isVisible: leaderboardProfiles.isVisible,
      displayName: leaderboardProfiles.displayName,
      centerId: players.centerId,
      coachId: players.coachId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(players)
    .leftJoin(leaderboardBests, and(eq(leaderboardBests.playerId, players.id), eq(leaderboardBests.board, board)))
    .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.playerId, players.id))
    .where(eq(players.id, caller.subjectId))
    .limit(1);
  if (!mine) throw notFound('Your account');
  const inScope = (!centerId || mine.centerId === centerId) && (!coachId || mine.coachId === coachId);
  let rank: number | null = null;
  if (mine.value !== null && inScope) {
    const beats = board === 'driver' ? sql`${leaderboardBests.value} > ${mine.value}` : sql`${leaderboardBests.value} < ${mine.value}`;
    const [ahead] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leaderboardBests)
      .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.playerId, leaderboardBests.playerId))
      .innerJoin(players, eq(players.id, leaderboardBests.playerId))
      .where(and(visible, beats));
    rank = (ahead?.n ?? 0) + 1;
  }
  const c = settings.convert;
  const coachRow = coach[0];
  return {
    board,
    scope: centerId ? 'center' : coachId ? 'coach' : 'global',
    center: center[0] ?? null,
    coach: coachRow ? { id: coachRow.id, name: `${coachRow.firstName} ${coachRow.lastName}` } : null,
    entries: rows.map((r) => ({
      rank: r.rank,
      displayName: r.displayName,
      value: c.distance(r.value),
      achievedAt: r.achievedAt.toISOString(),
      isMe: r.playerId === caller.subjectId,
    })),
    me: {
      value: mine.value === null ? null : c.distance(mine.value),
      rank,
      isVisible: mine.isVisible ?? false,
      displayName: mine.displayName ?? defaultDisplayName(mine.firstName, mine.lastName),
      centerId: mine.centerId,
      coachId: mine.coachId,
    },
    units: settings.units,
  };
}

/** What the player shows on leaderboards; until they choose, nothing (and a suggested name). */
export async function getLeaderboardSettings(ctx: Ctx, caller: PlayerCaller): Promise<LeaderboardSettings> {
  const [row] = await ctx.db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      displayName: leaderboardProfiles.displayName,
      isVisible: leaderboardProfiles.isVisible,
    })
    .from(players)
    .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.playerId, players.id))
    .where(eq(players.id, caller.subjectId))
    .limit(1);
  if (!row) throw notFound('Your account');
  return { displayName: row.displayName ?? defaultDisplayName(row.firstName, row.lastName), isVisible: row.isVisible ?? false };
}

/** Agrees (or stops agreeing) to be shown, under a display name of the player's choice. */
export async function saveLeaderboardSettings(ctx: Ctx, caller: PlayerCaller, input: LeaderboardSettings): Promise<LeaderboardSettings> {
  const displayName = input.displayName.trim().replace(/\s+/g, ' ');
  if (/@/.test(displayName)) throw invalid('displayName', 'A display name cannot be an e-mail address: others see it.');
  await ctx.db
    .insert(leaderboardProfiles)
    .values({ playerId: caller.subjectId, displayName, isVisible: input.isVisible })
    .onConflictDoUpdate({ target: leaderboardProfiles.playerId, set: { displayName, isVisible: input.isVisible, updatedAt: ctx.clock.now() } });
  return { displayName, isVisible: input.isVisible };
}
