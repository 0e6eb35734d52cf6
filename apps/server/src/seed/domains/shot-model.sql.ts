import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { TOUR } from './launch-model.ts';

/**
 * A block of shots to generate: `count` balls with one club in one session, hit by a golfer of
 * `skill` 0 (tour average) … 1 (25-handicap), `strength` (speed scale; juniors below 1) and
 * `bias` (typical miss, negative left). Putts (club 'putter') are drawn from 3 to 40 feet.
 */
export interface ShotBlock {
  activityId: number;
  playerId: number;
  firstShot: number;
  startedAt: Date;
  club: string;
  count: number;
  skill: number;
  strength: number;
  bias: number;
  /** A flag the balls are aimed at (target practice), yards; null on the open range. */
  target: number | null;
}

// The tour table as rows the query joins on (constants from code, not input).
const TOUR_ROWS = sql.raw(
  Object.entries(TOUR)
    .map(
      ([club, numbers]) => `('${club}', ${numbers.map((n) => `${n}::float8`).join(', ')}, ${['driver', '3w', '4w', '5w', '7w', '9w'].includes(club) ? 1 : 0})`,
    )
    .join(', '),
);

// Box-Muller: one standard normal draw per use.
const Z = sql.raw('sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())');

/**
 * The launch model, run by the database so that thousands of shots cost one statement. Speed
 * falls with skill (a 25-handicap swings about 19 % slower), strikes get less efficient and
 * mishits commoner; carry follows ball speed (carry ∝ speed^1.2, which holds across TrackMan's
 * tour and amateur tables); side spin curves the ball about 0.85 % of carry per degree of spin
 * axis; roll-out shrinks as the descent steepens. Putts make about 90 % at 3 ft, 40 % at 10 ft
 * and 13 % at 20 ft for a tour player, less with skill, and misses finish a few per cent of the
 * putt's length away. Deterministic after `select setseed(...)` in the same transaction.
 */
async function insertBlocks(db: Db, blocks: ShotBlock[]): Promise<void> {
  const plan = JSON.stringify(
    blocks.map((b) => ({
      a: b.activityId,
      p: b.playerId,
      f: b.firstShot,
      t: b.startedAt.toISOString(),
      c: b.club,
      n: b.count,
      k: b.skill,
      s: b.strength,
      x: b.bias,
      g: b.target,
    })),
  );
  await db.execute(sql`
    with plan as (
      select * from json_to_recordset(${plan}::json) as p(a int, p int, f int, t timestamptz, c text, n int, k float8, s float8, x float8, g float8)
    ), tour (club, tc, tb, tl, ts, ta, td, tcarry, wood) as (values ${TOUR_ROWS}
    ), draws as materialized (
      select plan.*, tour.*, i, ${Z} z1, ${Z} z2, ${Z} z3, ${Z} z4, ${Z} z5, ${Z} z6, ${Z} z7, random() u1, random() u2, random() u3,
        (array[3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40])[1 + floor(random() * 12)::int] feet
      from plan left join tour on tour.club = plan.c cross join generate_series(1, plan.n) i
    )
    insert into portal.sim_shots (activity_id, player_id, shot_number, club_type, hit_at, ball_speed, club_speed, launch_angle, launch_direction,
      back_spin, side_spin, spin_axis, carry, total, offline, apex, descent_angle, target_distance, distance_to_pin)
    select d.a, d.p, d.f + d.i - 1, d.c, d.t + make_interval(secs => 35 * d.i), s2.ball_speed, s1.club_speed, s1.launch, s1.direction,
      s2.spin * cos(radians(s1.axis)), s2.spin * sin(radians(s1.axis)), s1.axis, s2.carry, s2.carry + s4.roll, s3.curve * (1 + s4.roll / s2.carry / 2),
      s2.apex, s3.descent, d.g, case when d.g is null then null else sqrt((s2.carry - d.g) ^ 2 + s3.curve ^ 2) end
    from draws d
    cross join lateral (
      select d.tc * d.s * (1 - 0.19 * d.k) * (1 + (0.015 + 0.015 * d.k) * d.z1) club_speed,
        case when d.u1 < 0.03 + 0.12 * d.k then d.tb / d.tc * (0.72 + 0.18 * d.u2)
             else least(d.tb / d.tc * (1 - 0.025 * d.k) * (1 + (0.012 + 0.01 * d.k) * d.z2), case when d.c = 'driver' then 1.5 else d.tb / d.tc * 1.01 end) end smash,
        greatest(0.5, d.tl + (case when d.wood = 1 then 1.7 else 1.0 end) * d.k + (case when d.u1 < 0.03 + 0.12 * d.k then -6 + 10 * d.u3 else 0 end) + (1.2 + 1.3 * d.k) * d.z3) launch,
        greatest(-45, least(45, d.x * 4 + (2.5 + 6 * d.k) * d.z5)) axis,
        d.x * 0.8 + (1.2 + 2.6 * d.k) * d.z6 direction
      ) s1
    cross join lateral (select s1.club_speed * s1.smash / d.tb speed_ratio ) r
    cross join lateral (
      select s1.club_speed * s1.smash ball_speed,
        greatest(600, d.ts * sqrt(r.speed_ratio) * (1 + (case when d.wood = 1 then 0.3 else 0.02 end) * d.k) * (1 + (0.08 + 0.06 * d.k) * d.z4)) spin,
        greatest(5, d.tcarry * power(r.speed_ratio, 1.2) * least(1.08, greatest(0.75, 1 - abs(s1.launch - d.tl) * 0.012))) carry,
        d.ta * power(r.speed_ratio, 1.5) * sqrt(s1.launch / d.tl) apex
    ) s2
    cross join lateral (
      select greatest(12, least(60, d.td * power(s2.apex / d.ta, 0.3))) descent,
        s2.carry * sin(radians(s1.direction)) + s2.carry * s1.axis * 0.0085 curve
    ) s3
    cross join lateral (select greatest(0, s2.carry * greatest(0.01, (52 - s3.descent) * 0.008) * (1 + 0.15 * d.z7)) roll ) s4
    where d.c <> 'putter'
    union all
    select d.a, d.p, d.f + d.i - 1, d.c, d.t + make_interval(secs => 35 * d.i), 1.3 * sqrt(e.along) * (1 + 0.03 * d.z3), null, 2.5 + 0.8 * d.z4, (0.6 + 0.6 * d.k) * d.z5,
      40 + 40 * d.z6, 20 * d.z7, 0, 0, e.along / 3, (case when h.holed then 0 else e.side_ft end) / 3, null, null, d.feet / 3.0, l.leave / 3
    from draws d
    cross join lateral (select d.u1 < (1 / (1 + power(d.feet / 8.5, 2.2))) * (case when d.feet <= 3 then 1 else 1 - 0.2 * d.k end) holed ) h
    cross join lateral (select case when h.holed then 0 else greatest(0.3, abs((0.08 * d.feet + 0.6 + d.k) * d.z1)) end leave ) l
    cross join lateral (
      select 0.35 * d.z2 * l.leave side_ft,
        case when h.holed then d.feet else greatest(0.3, d.feet + (case when d.u2 < 0.55 then 1 else -1 end) * sqrt(greatest(0, l.leave ^ 2 - (0.35 * d.z2 * l.leave) ^ 2))) end along
    ) e
    where d.c = 'putter'`);
}

/** Generates and stores the blocks' shots, a few thousand blocks per statement. */
export async function insertModelShots(db: Db, blocks: ShotBlock[], chunk = 4000): Promise<void> {
  for (let i = 0; i < blocks.length; i += chunk) await insertBlocks(db, blocks.slice(i, i + chunk));
}
