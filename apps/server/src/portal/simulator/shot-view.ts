import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Shot } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { clubBounds, isCountedSql, isOutlierSql, type ClubBounds } from './outliers.ts';
import { unitFactorsSql } from './player-settings.ts';
import { simShots } from './simulator.tables.ts';
import { unitSql } from './units.ts';

/** An instant as Date.prototype.toISOString writes it (UTC, milliseconds, Z). */
export const isoSql = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A stored shot as the answer shows it, built by PostgreSQL: in the caller's units (the factors
 * unitFactorsSql gives), with its outlier and counted flags against the club bounds `b`.
 */
export function shotJson(b: ClubBounds, factor: { distance: SQL; speed: SQL }): SQL<Shot> {
  const s = simShots;
  const d = (column: SQLWrapper) => unitSql.distance(column, factor.distance);
  const angle = unitSql.angle;
  // A missing measurement stays null: null goes through the arithmetic as null.
  return sql<Shot>`json_build_object(
    'isOutlier', ${isOutlierSql(b)}, 'isCounted', ${isCountedSql(b)}, 'countedByPlayer', ${s.counted},
    'skyTrakShotId', ${s.id}, 'esnActivityId', ${s.activityId}, 'shotNumber', ${s.shotNumber}, 'clubType', ${s.clubType},
    'hitAt', ${isoSql(s.hitAt)},
    'ballSpeed', ${unitSql.speed(s.ballSpeed, factor.speed)},
    'clubSpeed', ${unitSql.speed(s.clubSpeed, factor.speed)},
    'smashFactor', case when ${s.clubSpeed} is null or ${s.clubSpeed} = 0 then null else ${unitSql.ratio(sql`${unitSql.read(s.ballSpeed)} / ${unitSql.read(s.clubSpeed)}`)} end,
    'launchAngle', ${angle(s.launchAngle)}, 'launchDirection', ${angle(s.launchDirection)},
    'backSpin', ${unitSql.spin(s.backSpin)}, 'sideSpin', ${unitSql.spin(s.sideSpin)}, 'spinAxis', ${angle(s.spinAxis)},
    'carry', ${d(s.carry)}, 'total', ${d(s.total)}, 'offline', ${d(s.offline)},
    'apex', ${d(s.apex)}, 'descentAngle', ${angle(s.descentAngle)},
    'attackAngle', ${angle(s.attackAngle)}, 'clubPath', ${angle(s.clubPath)},
    'faceToTarget', ${angle(s.faceToTarget)}, 'faceToPath', ${angle(s.faceToPath)},
    'targetDistance', ${d(s.targetDistance)}, 'distanceToPin', ${d(s.distanceToPin)})`;
}

/** The player's shots matching `where`, as the answer shows them (shotJson), in one query. */
export async function shotsWhere(db: Db, playerId: number, where: SQL | undefined, orderBy: SQL[]): Promise<Shot[]> {
  const bounds = clubBounds(db, playerId);
  const rows = await db
    .select({ shot: shotJson(bounds, unitFactorsSql(playerId)) })
    .from(simShots)
    .leftJoin(bounds, eq(bounds.clubType, simShots.clubType))
    .where(and(eq(simShots.playerId, playerId), where))
    .orderBy(...orderBy);
  return rows.map((r) => r.shot);
}
