import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { ClubCategory, Manufacturer } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { clubCategories, clubManufacturers } from './bags.tables.ts';
import { toCategory } from './club-rows.ts';

/** Club makers, by name. */
export async function listManufacturers(ctx: Ctx): Promise<Manufacturer[]> {
  return ctx.db.select({ id: clubManufacturers.id, name: clubManufacturers.name }).from(clubManufacturers).orderBy(sql`lower(${clubManufacturers.name})`);
}

/** The parent categories, in bag order: driver, woods, hybrids, irons, wedges, putter. */
export async function listParentCategories(ctx: Ctx): Promise<ClubCategory[]> {
  const rows = await ctx.db.select().from(clubCategories).where(isNull(clubCategories.parentId)).orderBy(asc(clubCategories.sortOrder), asc(clubCategories.id));
  return rows.map(toCategory);
}

/** The clubs one may add: every child category, or those of one parent. */
export async function listChildCategories(ctx: Ctx, parentId?: number): Promise<ClubCategory[]> {
  const parent = await ctx.db.select({ id: clubCategories.id, sortOrder: clubCategories.sortOrder }).from(clubCategories).where(isNull(clubCategories.parentId));
  const parentOrder = new Map(parent.map((p) => [p.id, p.sortOrder]));
  const rows = parentId
    ? await ctx.db.select().from(clubCategories).where(eq(clubCategories.parentId, parentId))
    : (await ctx.db.select().from(clubCategories)).filter((c) => c.parentId !== null);
  return rows
    .sort((a, b) => (parentOrder.get(a.parentId!) ?? 0) - (parentOrder.get(b.parentId!) ?? 0) || a.sortOrder - b.sortOrder || a.id - b.id)
    .map(toCategory);
}
