import { and, desc, eq } from 'drizzle-orm';
import type { Attempt, AttemptBody, ChallengeType, SkillChallenge, SkillChallengeDetail, SwingShot, Units } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid, notFound, ServiceError } from '../../platform/errors.ts';
import {
  addShots,
  createSession,
  firstShotsOf,
  markScored,
  ownActivity,
  playerUnits,
  TO_MPH,
  TO_YARDS,
  type Converter,
  type NewShot,
} from '../simulator/index.ts';
import { CHALLENGES, challengeById, swingsOf, type CatalogueChallenge } from './challenge-catalogue.ts';
import { scoreAttempt, type SwingResult } from './challenge-scoring.ts';
import { challengeAttempts } from './challenges.tables.ts';
import { inTransaction } from '../../platform/db/index.ts';

type AttemptRow = typeof challengeAttempts.$inferSelect;

/** An attempt in the caller's units. A long-drive score and its swings' points are distances too. */
function toAttempt(row: AttemptRow, c: Converter): Attempt {
  const isDistance = row.maxScore === null;
  return {
    id: row.id,
    challengeId: row.challengeId,
    esnActivityId: row.activityId,
    score: isDistance ? c.distance(row.score) : row.score,
    maxScore: isDistance ? null : row.maxScore,
    longestDrive: row.longestDrive === null ? null : c.distance(row.longestDrive),
    bestDistanceToPin: row.bestDistanceToPin === null ? null : c.distance(row.bestDistanceToPin),
    completedAt: row.completedAt.toISOString(),
    swings: (row.swings as SwingResult[]).map((s) => ({ ...s, result: c.distance(s.result), points: isDistance ? c.distance(s.points) : s.points })),
  };
}

function toChallenge(ch: CatalogueChallenge, attempts: AttemptRow[], units: Units, c: Converter): SkillChallenge {
  const swings = swingsOf(ch);
  const best = [...attempts].sort((a, b) => b.score - a.score || a.completedAt.getTime() - b.completedAt.getTime())[0];
  return {
    id: ch.id,
    type: ch.type,
    name: ch.name,
    description: ch.description,
    leaderboard: ch.leaderboard,
    swingCount: swings.length,
    maxScore: swings.every((s) => s.scoring === 'longDrive') ? null : 100 * swings.length,
    stations: ch.stations.map((st) => ({
      id: st.id,
      name: st.name,
      swings: st.swings.map((sw) => ({
        ...sw,
        targetDistance: c.distance(sw.targetDistance),
        targetWidth: sw.targetWidth === null ? null : c.distance(sw.targetWidth),
      })),
    })),
    attemptCount: attempts.length,
    best: best ? toAttempt(best, c) : null,
    units,
  };
}

/** The challenges of a type (all types when none), each with the player's attempt count and best. */
export async function listChallenges(ctx: Ctx, caller: PlayerCaller, type?: ChallengeType): Promise<SkillChallenge[]> {
  const chosen = CHALLENGES.filter((ch) => !type || ch.type === type);
  const [settings, attempts] = await Promise.all([
    playerUnits(ctx.db, caller.subjectId),
    ctx.db.select().from(challengeAttempts).where(eq(challengeAttempts.playerId, caller.subjectId)),
  ]);
  return chosen.map((ch) =>
    toChallenge(
      ch,
      attempts.filter((a) => a.challengeId === ch.id),
      settings.units,
      settings.convert,
    ),
  );
}

/** One challenge with its stations, swings and the player's latest 20 attempts. Unknown ids answer 404. */
export async function getChallenge(ctx: Ctx, caller: PlayerCaller, id: number): Promise<SkillChallengeDetail> {
  const ch = challengeById(id);
  if (!ch) throw notFound(`Skill challenge ${id}`);
  const [settings, attempts] = await Promise.all([
    playerUnits(ctx.db, caller.subjectId),
    ctx.db
      .select()
      .from(challengeAttempts)
      .where(and(eq(challengeAttempts.playerId, caller.subjectId), eq(challengeAttempts.challengeId, id)))
      .orderBy(desc(challengeAttempts.completedAt), desc(challengeAttempts.id)),
  ]);
  return { ...toChallenge(ch, attempts, settings.units, settings.convert), attempts: attempts.slice(0, 20).map((a) => toAttempt(a, settings.convert)) };
}

/** An uploaded swing shot in stored units (yards, mph). */
function storedShot(shot: SwingShot, units: AttemptBody['units']): NewShot {
  const yards = TO_YARDS[units?.distance ?? 'yd']!;
  const mph = TO_MPH[units?.speed ?? 'mph']!;
  return {
    clubType: shot.clubType,
    hitAt: null,
    ballSpeed: shot.ballSpeed * mph,
    clubSpeed: shot.clubSpeed == null ? null : shot.clubSpeed * mph,
    launchAngle: shot.launchAngle,
    launchDirection: shot.launchDirection,
    backSpin: shot.backSpin,
    sideSpin: shot.sideSpin,
    spinAxis: shot.spinAxis ?? (Math.atan2(shot.sideSpin, shot.backSpin) * 180) / Math.PI,
    carry: shot.carry * yards,
    total: shot.total * yards,
    offline: shot.offline * yards,
    apex: shot.apex == null ? null : shot.apex * yards,
    descentAngle: shot.descentAngle ?? null,
  };
}

/**
 * Scores a run through a challenge and records it: either a session the player has (its first
 * shots, one per swing) or the swings a monitor uploads (stored as a new challenge session).
 * A session is scored once (409 after); too few shots is a 422; another player's session a 404.
 */
export async function submitAttempt(ctx: Ctx, caller: PlayerCaller, challengeId: number, body: AttemptBody) {
  const ch = challengeById(challengeId);
  if (!ch) throw notFound(`Skill challenge ${challengeId}`);
  if ((body.esnActivityId === undefined) === (body.shots === undefined))
    throw invalid('esnActivityId', 'Send either esnActivityId (a session to score) or shots (the swings), not both.');
  const swingCount = swingsOf(ch).length;
  if (body.shots && body.shots.length !== swingCount)
    throw invalid('shots', `${ch.name} has ${swingCount} swings: send ${swingCount} shots, one per swing in order.`);
  const playerId = caller.subjectId;
  const settings = await playerUnits(ctx.db, playerId);

  const row = await inTransaction(ctx.db, async (tx) => {
    let activityId: number;
    if (body.esnActivityId !== undefined) {
      const activity = await ownActivity(tx, playerId, body.esnActivityId);
      if (!(await markScored(tx, playerId, activity.id, ch.id))) {
        const other = activity.challengeId ? challengeById(activity.challengeId)?.name : undefined;
        throw new ServiceError('conflict', `This session was already scored${other ? ` for ${other}` : ''}. Each session counts once.`);
      }
      activityId = activity.id;
    } else {
      activityId = await createSession(tx, {
        playerId,
        activityType: 'challenge',
        source: 'skytrak',
        name: ch.name,
        startedAt: ctx.clock.now(),
        challengeId: ch.id,
      });
      await addShots(
        tx,
        playerId,
        activityId,
        body.shots!.map((s) => storedShot(s, body.units)),
      );
    }
    const balls = (await firstShotsOf(tx, activityId, swingCount)).map(({ id, ...shot }) => ({ skyTrakShotId: id, ...shot }));
    if (balls.length < swingCount) {
      throw new ServiceError(
        'rule',
        `${ch.name} has ${swingCount} swings and this session has ${balls.length} shots. Hit ${swingCount - balls.length} more, then score it.`,
      );
    }
    const scored = scoreAttempt(ch, balls);
    const [attempt] = await tx
      .insert(challengeAttempts)
      .values({
        playerId,
        challengeId: ch.id,
        activityId,
        score: scored.score,
        maxScore: scored.maxScore,
        longestDrive: scored.longestDrive,
        bestDistanceToPin: scored.bestDistanceToPin,
        swings: scored.swings,
      })
      .returning();
    return attempt!;
  });
  return { attempt: toAttempt(row, settings.convert), units: settings.units };
}
