import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { schedulingPolicies } from './scheduling.tables.ts';

export interface Policy {
  slotStepMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  cancelNoticeHours: number;
  offerHours: number;
}

/** The rules of a center that has not set its own (the same as the table's column defaults). */
export const DEFAULT_POLICY: Policy = { slotStepMinutes: 30, bufferMinutes: 0, minNoticeMinutes: 120, horizonDays: 60, cancelNoticeHours: 24, offerHours: 12 };

export async function policyOf(db: Db, centerId: number): Promise<Policy> {
  const [row] = await db.select().from(schedulingPolicies).where(eq(schedulingPolicies.centerId, centerId)).limit(1);
  return row ? { ...row } : DEFAULT_POLICY;
}

/** When a free cancel stops being possible: the notice window before the start. */
export const freeCancelUntil = (startsAt: Date, policy: Pick<Policy, 'cancelNoticeHours'>) =>
  new Date(startsAt.getTime() - policy.cancelNoticeHours * 3_600_000);

/**
 * How long a freed place is held for the next waiting player: the center's offer time, but never
 * past the minimum notice before the start (after that nobody could be booked into it anyway).
 * Null when there is no time left to offer it.
 */
export function offerDeadline(startsAt: Date, policy: Pick<Policy, 'offerHours' | 'minNoticeMinutes'>, now: Date): Date | null {
  const latest = startsAt.getTime() - policy.minNoticeMinutes * 60_000;
  const deadline = Math.min(now.getTime() + policy.offerHours * 3_600_000, latest);
  return deadline > now.getTime() ? new Date(deadline) : null;
}
