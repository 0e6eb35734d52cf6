import { eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Units } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { playerHeads } from '../account/index.ts';
import { converterFor, KMH_PER_MPH, METRES_PER_YARD, unitsOf, type Converter } from './units.ts';

export interface PlayerUnits {
  units: Units;
  convert: Converter;
  enableMetricDistances: boolean;
  enableMetricSpeeds: boolean;
  handedness: string;
}

/** The player's unit flags and handedness, which every answer of this area is shaped by. */
export async function playerUnits(db: Db, playerId: number): Promise<PlayerUnits> {
  const [row] = await db
    .select({
      enableMetricDistances: playerHeads.enableMetricDistances,
      enableMetricSpeeds: playerHeads.enableMetricSpeeds,
      handedness: playerHeads.handedness,
    })
    .from(playerHeads)
    .where(eq(playerHeads.id, playerId))
    .limit(1);
  if (!row) throw notFound('Your account');
  return settingsOf(row);
}

/** The player's unit flags and handedness as a JSON object built by PostgreSQL (null when there is no such player). */
export function playerSettingsJson(
  playerId: number | Placeholder | SQL,
): SQL<{ enableMetricDistances: boolean; enableMetricSpeeds: boolean; handedness: string } | null> {
  return sql`(select json_build_object('enableMetricDistances', ${playerHeads.enableMetricDistances}, 'enableMetricSpeeds', ${playerHeads.enableMetricSpeeds}, 'handedness', ${playerHeads.handedness})
    from ${playerHeads} where ${playerHeads.id} = ${playerId})`;
}

/** One factor converterFor multiplies by: the metric value when the profile's flag is set, else 1. */
const metricFactor = (flag: SQLWrapper, value: number) => sql<number>`case when ${flag} then ${sql.raw(String(value))}::float8 else 1::float8 end`;

/** The factors converterFor multiplies stored distances and speeds by, read from the player's profile in SQL (each a scalar subquery PostgreSQL runs once). */
export function unitFactorsSql(playerId: Placeholder | number) {
  const factor = (flag: SQLWrapper, value: number) => sql`(select ${metricFactor(flag, value)} from ${playerHeads} where ${playerHeads.id} = ${playerId})`;
  return { distance: factor(playerHeads.enableMetricDistances, METRES_PER_YARD), speed: factor(playerHeads.enableMetricSpeeds, KMH_PER_MPH) };
}

/**
 * The same factors as a one-row subquery (`unit_factors`, columns distance and speed) to join
 * once: each factor written inline is a subquery of its own, planned and run once per use (eight
 * in a shot), and a statement re-planned per request pays for every one of them.
 */
export function unitFactorsRow(db: Db, playerId: number | Placeholder | SQL) {
  return db
    .select({
      distance: metricFactor(playerHeads.enableMetricDistances, METRES_PER_YARD).as('distance'),
      speed: metricFactor(playerHeads.enableMetricSpeeds, KMH_PER_MPH).as('speed'),
    })
    .from(playerHeads)
    .where(eq(playerHeads.id, playerId))
    .as('unit_factors');
}

/** The answer's settings from the flags playerSettingsJson gives. */
export function settingsOf(row: { enableMetricDistances: boolean; enableMetricSpeeds: boolean; handedness: string }): PlayerUnits {
  const units = unitsOf(row);
  return { ...row, units, convert: converterFor(units) };
}
