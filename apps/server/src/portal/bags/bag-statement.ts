import { sql } from 'drizzle-orm';
import { lengthIn, type Club, type UnitFlags } from '@golf/contracts';
import { isoText, statementCache, type Db } from '../../platform/db/index.ts';
import { playerHeads } from '../account/index.ts';
import { bags, clubCategories, clubManufacturers, clubs } from './bags.tables.ts';

/** A bag of the player's as PostgreSQL builds it (null when it is not theirs), with its clubs (Club without carry) and the player's units. */
export interface BagJson {
  bag: { id: number; bagName: string; lastModified: string; createdAt: string } | null;
  units: UnitFlags | null;
  clubs: Omit<Club, 'carry'>[];
}

/**
 * One of the player's bags with its clubs in bag order (driver first, putter last, then by loft),
 * each club as the API answers it, in one prepared statement. The bag, its clubs and the player's
 * units were three statements, the clubs' four-table rows mapped by the ORM: one round trip
 * replaces them (perf30l). Placeholders: playerId, bagId.
 */
const bagStatement = statementCache((db: Db) => {
  const player = sql`${sql.placeholder('playerId')}::int`;
  const bagId = sql`${sql.placeholder('bagId')}::int`;
  return db
    .select({
      value: sql<BagJson>`json_build_object(
        'bag', (select json_build_object('id', b.id, 'bagName', b.bag_name, 'lastModified', ${isoText(sql`b.last_modified`)},
            'createdAt', ${isoText(sql`b.created_at`)})
          from ${bags} b where b.id = ${bagId} and b.player_id = ${player}),
        'units', (select json_build_object('enableMetricDistances', ${playerHeads.enableMetricDistances}, 'enableMetricSpeeds', ${playerHeads.enableMetricSpeeds})
          from ${playerHeads} where ${playerHeads.id} = ${player}),
        'clubs', coalesce((select json_agg(json_build_object(
            'id', c.id, 'bagId', c.bag_id, 'categoryId', c.category_id,
            'category', json_build_object('id', cat.id, 'parentId', cat.parent_id, 'code', cat.code, 'name', cat.name,
              'shortName', cat.short_name, 'defaultLoft', cat.default_loft, 'sortOrder', cat.sort_order),
            'categoryGroup', coalesce(grp.name, cat.name),
            'manufacturerId', c.manufacturer_id,
            'manufacturer', case when m.id is null then null else json_build_object('id', m.id, 'name', m.name) end,
            'model', c.model, 'loft', c.loft, 'shaft', c.shaft, 'flex', c.flex, 'length', c.length, 'lie', c.lie, 'grip', c.grip,
            'carryDistance', c.carry_distance, 'notes', c.notes, 'image', c.image_key, 'imageName', c.image_name,
            'lastModified', ${isoText(sql`c.updated_at`)})
            order by grp.sort_order, cat.sort_order, c.loft, c.id)
          from ${clubs} c
          join ${clubCategories} cat on cat.id = c.category_id
          left join ${clubCategories} grp on grp.id = cat.parent_id
          left join ${clubManufacturers} m on m.id = c.manufacturer_id
          where c.bag_id = ${bagId} and c.player_id = ${player}), '[]'::json))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('bags_bag_with_clubs');
});

const IMPERIAL: UnitFlags = { enableMetricDistances: false, enableMetricSpeeds: false };

/** The bag (null when it is not the player's) and its clubs with their carry in the player's unit, in one round trip. */
export async function bagWithClubs(db: Db, playerId: number, bagId: number): Promise<{ bag: BagJson['bag']; clubs: Club[] }> {
  const [row] = await bagStatement(db).execute({ playerId, bagId });
  const { bag, units, clubs: rows } = row!.value;
  const flags = units ?? IMPERIAL;
  return { bag, clubs: rows.map((club) => ({ ...club, carry: club.carryDistance === null ? null : lengthIn(club.carryDistance, flags) })) };
}
