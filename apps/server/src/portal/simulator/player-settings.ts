import { eq } from 'drizzle-orm';
import type { Units } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { players } from '../account/index.ts';
import { converterFor, unitsOf, type Converter } from './units.ts';

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
    .select({ enableMetricDistances: players.enableMetricDistances, enableMetricSpeeds: players.enableMetricSpeeds, handedness: players.handedness })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) throw notFound('Your account');
  const units = unitsOf(row);
  return { ...row, units, convert: converterFor(units) };
}
