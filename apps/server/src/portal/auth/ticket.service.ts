import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '@golf/contracts';
import type { Caller, Ctx } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { findCoach, findPlayer, findPlayerByEmail } from '../account/index.ts';
import { adminTickets } from './auth.tables.ts';
import { issuePlayerSession, refreshLifetimeMs } from './session.service.ts';

export const TICKET_SECONDS = 120;

/**
 * An admin coach issues a one-time ticket, valid two minutes, that opens a player's portal.
 * Refuses callers that are not admin coaches (403) and unknown players (404).
 */
export async function issueAdminTicket(
  ctx: Ctx,
  caller: Caller,
  input: { playerId?: number; email?: string; isSkytrak?: boolean },
): Promise<{ ticket: string; expiresAt: string; playerId: number }> {
  if (caller.role !== 'coach') throw new ServiceError('forbidden', 'Only an admin coach can issue sign-in tickets.');
  const coach = await findCoach(ctx.db, caller.subjectId);
  if (!coach?.isAdmin) throw new ServiceError('forbidden', 'Only an admin coach can issue sign-in tickets.');
  if (!input.playerId && !input.email) throw invalid('playerId', 'Give the player by playerId or email.');
  const player = input.playerId ? await findPlayer(ctx.db, input.playerId) : await findPlayerByEmail(ctx.db, input.email!);
  if (!player || player.parentId) throw notFound('This player');
  const ticket = randomToken(24);
  const expiresAt = new Date(ctx.clock.now().getTime() + TICKET_SECONDS * 1000);
  await ctx.db
    .insert(adminTickets)
    .values({ ticketHash: sha256(ticket), coachId: coach.id, playerId: player.id, isSkytrak: Boolean(input.isSkytrak), expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString(), playerId: player.id };
}

/** Spends a ticket (once, atomically) and signs in as its player with the coach recorded. */
export async function loginByTicket(ctx: Ctx, ticket: string, isSkytrak: boolean, baseUrl: string): Promise<Session> {
  const now = ctx.clock.now();
  const [spent] = await ctx.db
    .update(adminTickets)
    .set({ usedAt: now })
    .where(and(eq(adminTickets.ticketHash, sha256(ticket)), isNull(adminTickets.usedAt), gt(adminTickets.expiresAt, now)))
    .returning();
  if (!spent) throw new ServiceError('unauthenticated', 'This sign-in ticket is not valid, was already used, or has expired. Ask your coach for a new one.');
  const player = await findPlayer(ctx.db, spent.playerId);
  if (!player) throw notFound('This player');
  return issuePlayerSession(
    ctx,
    { player, adminCoachId: spent.coachId, isSkytrak: isSkytrak || spent.isSkytrak },
    { source: 'ticket', lifetimeMs: refreshLifetimeMs(false), baseUrl },
  );
}
