import { eq } from 'drizzle-orm';
import type { UnitFlags } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { players } from './account.tables.ts';

const IMPERIAL: UnitFlags = { enableMetricDistances: false, enableMetricSpeeds: false };

/** The player's two unit flags (Distances in metres, Speeds in km/h), which every measured answer is given in; imperial for an unknown id. */
export async function unitFlagsOf(db: Db, playerId: number): Promise<UnitFlags> {
  const [row] = await db
    .select({ enableMetricDistances: players.enableMetricDistances, enableMetricSpeeds: players.enableMetricSpeeds })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row ?? IMPERIAL;
}
