import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../platform/db/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { SOURCE_DIR } from '../../server-dir.ts';

/** Migration 0054's statements, as drizzle runs them (the file is renumbered with it). */
const statements = readFileSync(path.join(SOURCE_DIR, 'db/migrations/0058_goal_categories.sql'), 'utf8').split('--> statement-breakpoint');

// The migration is run again on rows typed as before it (its constraint taken off first): a copy
// of the migrated template is much faster to open than migrating an empty database from scratch.
describe('migration 0054: typed goal categories become codes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let planId: number;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const db = database.db;
    await db.execute(sql`alter table portal.game_plan_goals drop constraint game_plan_goals_category_check`);
    const [plan] = await rowsOf<{ id: number }>(db, sql`select id from portal.game_plans order by id limit 1`);
    planId = plan!.id;
    await db.execute(sql`delete from portal.game_plan_goals where plan_id = ${planId}`);
    const typed: [string, string][] = [
      ['Driving', 'Hit 8 of 14 fairways'],
      [' short game ', 'Get up and down half the time'],
      ['アプローチ', '寄せワン率40%'],
      ['パッティング', '3パットゼロ'],
      ['Bunker play', 'Out first time'],
      ['', 'Enjoy the game'],
    ];
    for (const [i, [category, title]] of typed.entries())
      await db.execute(sql`insert into portal.game_plan_goals (plan_id, position, category, title) values (${planId}, ${i}, ${category}, ${title})`);
    for (const statement of statements) await db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('maps the names it knows, in any language, and keeps anything else as the goal’s text under “other”', async () => {
    const rows = await rowsOf<{ category: string; title: string }>(
      database.db,
      sql`select category, title from portal.game_plan_goals where plan_id = ${planId} order by position`,
    );
    expect(rows).toEqual([
      { category: 'driving', title: 'Hit 8 of 14 fairways' },
      { category: 'short_game', title: 'Get up and down half the time' },
      { category: 'short_game', title: '寄せワン率40%' },
      { category: 'putting', title: '3パットゼロ' },
      { category: 'other', title: 'Bunker play: Out first time' },
      { category: 'other', title: 'Enjoy the game' },
    ]);
  });

  it('refuses a category outside the list from then on', async () => {
    await expect(
      database.db.execute(sql`insert into portal.game_plan_goals (plan_id, position, category, title) values (${planId}, 9, 'Driving', 'x')`),
    ).rejects.toThrow();
  });
});
