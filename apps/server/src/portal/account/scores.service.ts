import { sql, type SQL } from 'drizzle-orm';
import { SCORE_TYPES, type ScoreDashboard, type ScoreType } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { invalid } from '../../platform/errors.ts';
import { playerScores } from './account.tables.ts';

/** Sensible bounds per kind, and whether a lower value is the better one. */
export const SCORE_RULES: Record<ScoreType, { min: number; max: number; lowerIsBetter: boolean }> = {
  handicap: { min: -10, max: 54, lowerIsBetter: true },
  averageScore: { min: 50, max: 200, lowerIsBetter: true },
  drivingDistance: { min: 0, max: 450, lowerIsBetter: false },
  fairwaysHit: { min: 0, max: 100, lowerIsBetter: false },
  greensInRegulation: { min: 0, max: 100, lowerIsBetter: false },
  puttsPerRound: { min: 0, max: 72, lowerIsBetter: true },
};

const HISTORY = 10;

/**
 * Records one score for the signed-in player (the plus area's POST /api/player-score calls this).
 * Refuses unknown kinds and values outside the kind's range with 400.
 */
export async function recordPlayerScore(ctx: Ctx, caller: PlayerCaller, input: { typeScore: string; value: number }): Promise<void> {
  if (!(SCORE_TYPES as readonly string[]).includes(input.typeScore)) throw invalid('typeScore', `typeScore must be one of ${SCORE_TYPES.join(', ')}.`);
  const rule = SCORE_RULES[input.typeScore as ScoreType];
  if (!Number.isFinite(input.value) || input.value < rule.min || input.value > rule.max)
    throw invalid('value', `A ${input.typeScore} must be from ${rule.min} to ${rule.max}.`);
  await ctx.db.insert(playerScores).values({ playerId: caller.subjectId, typeScore: input.typeScore, value: input.value });
}

/** Pure summary of one kind's history (newest first): latest, previous, best and the trend. */
export function summarise(typeScore: ScoreType, newestFirst: { value: number; recordedAt: Date }[], total: number) {
  const rule = SCORE_RULES[typeScore];
  const values = newestFirst.map((h) => h.value);
  const latest = values[0] ?? null;
  const previous = values[1] ?? null;
  const best = values.length ? (rule.lowerIsBetter ? Math.min(...values) : Math.max(...values)) : null;
  const improving = latest === null || previous === null || latest === previous ? null : rule.lowerIsBetter ? latest < previous : latest > previous;
  return {
    typeScore,
    latest,
    previous,
    best,
    improving,
    count: total,
    history: newestFirst.map((h) => ({ value: h.value, recordedAt: h.recordedAt.toISOString() })),
  };
}

/** GET /api/player-score/dashboard: every kind, with its last ten values (best among those ten). */
export async function scoreDashboard(ctx: Ctx, caller: PlayerCaller): Promise<ScoreDashboard> {
  // One query: the ten newest rows of each kind, ranked in the database.
  const [row] = await ctx.db.select({ rows: scoreRowsJson(sql`${caller.subjectId}::int`) }).from(sql`(select 1) as one`);
  return dashboardOf(row!.rows);
}

/** A ranked score row as scoreRowsJson builds it: its kind, value, when, and how many of that kind the player has. */
export interface ScoreRow {
  typeScore: string;
  value: number;
  recordedAt: string;
  total: number;
}

/** The dashboard of the ten newest rows of each kind, kind by kind, newest first (the page's and home's one summary). */
export function dashboardOf(rows: ScoreRow[]): ScoreDashboard {
  return {
    scores: SCORE_TYPES.map((type) => {
      const mine = rows.filter((r) => r.typeScore === type);
      return summarise(
        type,
        mine.map((r) => ({ value: r.value, recordedAt: new Date(r.recordedAt) })),
        mine[0]?.total ?? 0,
      );
    }),
  };
}

/** The same rows as scoreDashboard reads, as one JSON array built by PostgreSQL, for dashboardOf. */
export const scoreRowsJson = (player: SQL) => sql<ScoreRow[]>`coalesce((
  select json_agg(json_build_object('typeScore', r.type_score, 'value', r.value, 'recordedAt', r.recorded_at, 'total', r.total)
    order by r.type_score, r.recorded_at desc, r.id desc)
  from (select s.id, s.type_score, s.value, s.recorded_at,
          row_number() over (partition by s.type_score order by s.recorded_at desc, s.id desc) as rank,
          count(*) over (partition by s.type_score) as total
        from ${playerScores} s where s.player_id = ${player}) r
  where r.rank <= ${sql.raw(String(HISTORY))}), '[]'::json)`;
