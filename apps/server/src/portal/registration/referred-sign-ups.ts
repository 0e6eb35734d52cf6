import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { players } from '../account/index.ts';
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
    .select({ playerId: players.id, email: players.email, firstName: players.firstName, lastName: players.lastName, joinedAt: registrations.completedAt })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(and(isNotNull(registrations.completedAt), sql`${registrations.form}->>'referrer' = ${code}`))
    .orderBy(registrations.completedAt) as Promise<ReferredSignUp[]>;
}
