import { eq } from 'drizzle-orm';
import { personName, personNameWithInitial, type Leaderboard, type LeaderboardAnswer, type LeaderboardQuery, type LeaderboardSettings } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { playerHeads } from '../account/index.ts';
import { settingsOf } from '../simulator/index.ts';
import { leaderboardProfiles } from './challenges.tables.ts';
import { leaderboardStatements } from './leaderboard-statements.ts';

/** An id filter is used only when it is not empty (spec 000 §5). */
function idOf(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw invalid(field, `${field} must be a positive whole number.`);
  return id;
}

/** The name a player shows until they choose one: first name and the initial of the last, in the name's own order ("Jordan L.", "佐. 翔太"). */
export function defaultDisplayName(firstName: string, lastName: string): string {
  return personNameWithInitial(firstName, lastName);
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
  // One statement: the caller's units, the named center or coach, the board and the caller's own best.
  const scope = centerId ? 'center' : coachId ? 'coach' : 'global';
  const [row] = await leaderboardStatements(ctx.db)[board][scope].execute({
    playerId: caller.subjectId,
    centerId: centerId ?? null,
    coachId: coachId ?? null,
    size: q.size,
  });
  const answer = row!.value;
  if (!answer.settings) throw notFound('Your account');
  if (centerId && !answer.center) throw notFound(`Center ${centerId}`);
  if (coachId && !answer.coach) throw notFound(`Coach ${coachId}`);
  const mine = answer.mine;
  if (!mine) throw notFound('Your account');
  const inScope = (!centerId || mine.centerId === centerId) && (!coachId || mine.coachId === coachId);
  const rank = mine.value !== null && inScope ? mine.ahead + 1 : null;
  const settings = settingsOf(answer.settings);
  const c = settings.convert;
  const coachRow = answer.coach;
  return {
    board,
    scope,
    center: answer.center,
    coach: coachRow ? { id: coachRow.id, name: personName(coachRow) } : null,
    entries: answer.entries.map((r) => ({
      rank: r.rank,
      displayName: r.displayName,
      value: c.distance(r.value),
      achievedAt: r.achievedAt,
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
      firstName: playerHeads.firstName,
      lastName: playerHeads.lastName,
      displayName: leaderboardProfiles.displayName,
      isVisible: leaderboardProfiles.isVisible,
    })
    .from(playerHeads)
    .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.playerId, playerHeads.id))
    .where(eq(playerHeads.id, caller.subjectId))
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
