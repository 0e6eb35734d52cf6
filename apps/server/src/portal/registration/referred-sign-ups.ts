import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { playerHeads } from '../account/index.ts';
import { registrations } from './registration.tables.ts';

/** A player whose registration named a referral code. */
export interface ReferredSignUp {
  playerId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  joinedAt: Date;
}

/** The accounts made from registrations that named `code` as their referrer, oldest first. */
export async function signUpsReferredBy(ctx: Ctx, code: string): Promise<ReferredSignUp[]> {
  return ctx.db
    .select({
      playerId: playerHeads.id,
      email: playerHeads.email,
      firstName: playerHeads.firstName,
      lastName: playerHeads.lastName,
      joinedAt: registrations.completedAt,
    })
    .from(registrations)
    .innerJoin(playerHeads, eq(playerHeads.id, registrations.playerId))
    .where(and(isNotNull(registrations.completedAt), sql`${registrations.form}->>'referrer' = ${code}`))
    .orderBy(registrations.completedAt) as Promise<ReferredSignUp[]>;
}
