import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Shot, ShotCountedChanges, ShotUpdates, Units } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import { playerUnits } from './player-settings.ts';
import { shotsWhere } from './shot-view.ts';
import { simActivities, simShots } from './simulator.tables.ts';
import type { Tx } from '../../platform/db/index.ts';
import { inTransaction } from '../../platform/db/index.ts';

/**
 * Locks the named shots of the player for change and checks none belongs to a scored challenge
 * session. Another player's shot (or a missing one) makes the whole call 404.
 */
async function lockOwnShots(tx: Tx, playerId: number, ids: number[]) {
  const rows = await tx
    .select({
      id: simShots.id,
      activityId: simShots.activityId,
      challengeId: sql<number | null>`(select ${simActivities.challengeId} from ${simActivities} where ${simActivities.id} = ${simShots.activityId})`,
    })
    .from(simShots)
    .where(and(inArray(simShots.id, ids), eq(simShots.playerId, playerId)))
    .for('update');
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    throw notFound(`Shot ${ids.filter((id) => !found.has(id)).join(', ')}`);
  }
  const scored = rows.filter((r) => r.challengeId !== null);
  if (scored.length > 0) {
    throw new ServiceError('rule', 'These shots were scored for a skill challenge and stay as they were scored. Delete the whole session instead.', {
      data: { skyTrakShotIds: scored.map((r) => r.id) },
    });
  }
  return rows;
}

/** Moves shots to another club (the monitor was set to the wrong one). Refuses shots of a scored challenge. */
export async function updateShots(ctx: Ctx, caller: PlayerCaller, updates: ShotUpdates): Promise<{ shots: Shot[]; units: Units }> {
  const ids = updates.map((u) => u.skyTrakShotId);
  if (new Set(ids).size !== ids.length) throw invalid('skyTrakShotId', 'Each shot may appear once in one change.');
  const settings = await playerUnits(ctx.db, caller.subjectId);
  await inTransaction(ctx.db, async (tx) => {
    await lockOwnShots(tx, caller.subjectId, ids);
    const byClub = new Map<string, number[]>();
    for (const u of updates) byClub.set(u.clubType, [...(byClub.get(u.clubType) ?? []), u.skyTrakShotId]);
    for (const [clubType, shotIds] of byClub) {
      await tx
        .update(simShots)
        .set({ clubType })
        .where(and(inArray(simShots.id, shotIds), eq(simShots.playerId, caller.subjectId)));
    }
  });
  // Read after the change: moving a shot to another club judges it against that club.
  const shots = await shotsWhere(ctx.db, caller.subjectId, inArray(simShots.id, ids), [asc(simShots.activityId), asc(simShots.shotNumber)]);
  return { shots, units: settings.units };
}

/**
 * Includes shots in averages, gapping and dispersion ('include'), leaves them out ('exclude'), or
 * gives them back to the outlier rule ('auto'). Another player's shot makes the whole call 404.
 * Unlike moving a shot, this changes no measurement, so shots of a scored challenge may be marked too.
 */
export async function setShotsCounted(ctx: Ctx, caller: PlayerCaller, changes: ShotCountedChanges): Promise<{ shots: Shot[]; units: Units }> {
  const ids = changes.map((c) => c.skyTrakShotId);
  if (new Set(ids).size !== ids.length) throw invalid('skyTrakShotId', 'Each shot may appear once in one change.');
  const settings = await playerUnits(ctx.db, caller.subjectId);
  await inTransaction(ctx.db, async (tx) => {
    const owned = await tx
      .select({ id: simShots.id })
      .from(simShots)
      .where(and(inArray(simShots.id, ids), eq(simShots.playerId, caller.subjectId)))
      .for('update');
    if (owned.length !== ids.length) {
      const found = new Set(owned.map((r) => r.id));
      throw notFound(`Shot ${ids.filter((id) => !found.has(id)).join(', ')}`);
    }
    for (const [choice, counted] of [
      ['include', true],
      ['exclude', false],
      ['auto', null],
    ] as const) {
      const these = changes.filter((c) => c.choice === choice).map((c) => c.skyTrakShotId);
      if (these.length)
        await tx
          .update(simShots)
          .set({ counted })
          .where(and(inArray(simShots.id, these), eq(simShots.playerId, caller.subjectId)));
    }
  });
  const shots = await shotsWhere(ctx.db, caller.subjectId, inArray(simShots.id, ids), [asc(simShots.activityId), asc(simShots.shotNumber)]);
  return { shots, units: settings.units };
}

/**
 * Deletes shots from their sessions; a session left without shots goes with its last shot.
 * All or nothing: one id that is not the player's makes the whole call 404.
 */
export async function deleteShots(ctx: Ctx, caller: PlayerCaller, ids: number[]) {
  const unique = [...new Set(ids)];
  return inTransaction(ctx.db, async (tx) => {
    const rows = await lockOwnShots(tx, caller.subjectId, unique);
    await tx.delete(simShots).where(and(inArray(simShots.id, unique), eq(simShots.playerId, caller.subjectId)));
    const activityIds = [...new Set(rows.map((r) => r.activityId))];
    const emptied = await tx
      .delete(simActivities)
      .where(and(inArray(simActivities.id, activityIds), sql`not exists (select 1 from ${simShots} where ${simShots.activityId} = ${simActivities.id})`))
      .returning({ id: simActivities.id });
    const gone = new Set(emptied.map((e) => e.id));
    const left = activityIds.filter((id) => !gone.has(id));
    const counts = left.length
      ? await tx
          .select({ esnActivityId: simShots.activityId, shotCount: count() })
          .from(simShots)
          .where(inArray(simShots.activityId, left))
          .groupBy(simShots.activityId)
      : [];
    return {
      deletedShotIds: unique.sort((a, b) => a - b),
      deletedActivityIds: [...gone].sort((a, b) => a - b),
      activities: counts.sort((a, b) => a.esnActivityId - b.esnActivityId),
    };
  });
}

/** Two to twenty of the player's shots side by side, in the order asked. Another player's shot answers 404. */
export async function compareShots(ctx: Ctx, caller: PlayerCaller, idList: string): Promise<{ shots: Shot[]; units: Units }> {
  const ids = [...new Set(idList.split(',').map(Number))];
  if (ids.length < 2 || ids.length > 20) throw invalid('ids', 'Compare from 2 to 20 different shots.');
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw invalid('ids', 'ids are shot ids separated by commas.');
  const [settings, rows] = await Promise.all([
    playerUnits(ctx.db, caller.subjectId),
    shotsWhere(ctx.db, caller.subjectId, inArray(simShots.id, ids), [asc(simShots.id)]),
  ]);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.skyTrakShotId));
    throw notFound(`Shot ${ids.filter((id) => !found.has(id)).join(', ')}`);
  }
  const byId = new Map(rows.map((r) => [r.skyTrakShotId, r]));
  return { shots: ids.map((id) => byId.get(id)!), units: settings.units };
}
