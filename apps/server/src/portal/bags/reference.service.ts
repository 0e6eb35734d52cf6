import { asc, isNull, sql } from 'drizzle-orm';
import type { ClubCategory, Manufacturer } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { clubCategories, clubManufacturers } from './bags.tables.ts';
import { toCategory } from './club-rows.ts';

/** Club makers, by name. */
export async function listManufacturers(ctx: Ctx): Promise<Manufacturer[]> {
  return ctx.db
    .select({ id: clubManufacturers.id, name: clubManufacturers.name })
    .from(clubManufacturers)
    .orderBy(sql`lower(${clubManufacturers.name})`);
}

/** The parent categories, in bag order: driver, woods, hybrids, irons, wedges, putter. */
export async function listParentCategories(ctx: Ctx): Promise<ClubCategory[]> {
  const rows = await ctx.db.select().from(clubCategories).where(isNull(clubCategories.parentId)).orderBy(asc(clubCategories.sortOrder), asc(clubCategories.id));
  return rows.map(toCategory);
}

/** The clubs one may add: every child category, or those of one parent, in bag order. */
export async function listChildCategories(ctx: Ctx, parentId?: number): Promise<ClubCategory[]> {
  // The whole tree is a few dozen rows: one read, ordered here.
  const all = await ctx.db.select().from(clubCategories);
  const parentOrder = new Map(all.filter((c) => c.parentId === null).map((p) => [p.id, p.sortOrder]));
  return all
    .filter((c) => c.parentId !== null && (parentId === undefined || c.parentId === parentId))
    .sort((a, b) => parentOrder.get(a.parentId!)! - parentOrder.get(b.parentId!)! || a.sortOrder - b.sortOrder || a.id - b.id)
    .map(toCategory);
}
