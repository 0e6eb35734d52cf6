import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { courseHoles, courses, teeBoxes } from '../courses.tables.ts';
import { readGolfFeatures } from './osm-features.ts';
import { planCourses, type Skipped } from './osm-plan.ts';
import { inTransaction } from '../../../platform/db/index.ts';

export interface ImportReport {
  imported: { name: string; externalRef: string; holes: number; mappedHoles: number; tees: string[]; updated: boolean; notes: string[] }[];
  skipped: Skipped[];
}

/**
 * Imports the golf courses of an OpenStreetMap GeoJSON extract. A course already imported (same
 * OSM id) is updated in place: its holes and the course's own tee boxes are replaced, players'
 * own tees and every round (which keeps its copy of the tee) stay. With `dryRun` nothing is written.
 */
export async function importOsmCourses(db: Db, doc: unknown, opts: { defaultCountry?: string; dryRun?: boolean } = {}): Promise<ImportReport> {
  const { features, ignored } = readGolfFeatures(doc);
  const plan = planCourses(features, opts);
  const report: ImportReport = { imported: [], skipped: [...ignored, ...plan.skipped] };
  for (const c of plan.courses) {
    const mapped = c.holes.filter((h) => h.geometry !== null).length;
    const values = {
      name: c.name,
      city: c.city,
      state: c.state,
      country: c.country,
      latitude: c.latitude,
      longitude: c.longitude,
      holeCount: c.holes.length,
      par: c.holes.reduce((s, h) => s + h.par, 0),
      hasMap: mapped === c.holes.length,
      source: 'osm',
      externalRef: c.externalRef,
    };
    let updated = false;
    if (!opts.dryRun) {
      await inTransaction(db, async (tx) => {
        const [existing] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.externalRef, c.externalRef)).limit(1).for('update');
        updated = Boolean(existing);
        const id = existing
          ? (await tx.update(courses).set(values).where(eq(courses.id, existing.id)).returning({ id: courses.id }))[0]!.id
          : (await tx.insert(courses).values(values).returning({ id: courses.id }))[0]!.id;
        await tx.delete(courseHoles).where(eq(courseHoles.courseId, id));
        await tx.insert(courseHoles).values(c.holes.map((h) => ({ courseId: id, number: h.number, par: h.par, handicap: h.handicap, geometry: h.geometry })));
        await tx.delete(teeBoxes).where(and(eq(teeBoxes.courseId, id), isNull(teeBoxes.playerId)));
        // Unrated: OpenStreetMap carries no course rating or slope, so rounds from these tees get no differential.
        await tx
          .insert(teeBoxes)
          .values(c.tees.map((t, order) => ({ courseId: id, name: t.name, color: t.color, par: values.par, yardages: t.yardages, sortOrder: order })));
      });
    }
    report.imported.push({
      name: c.name,
      externalRef: c.externalRef,
      holes: c.holes.length,
      mappedHoles: mapped,
      tees: c.tees.map((t) => t.name),
      updated,
      notes: c.notes,
    });
  }
  return report;
}

/** The report as a person reads it at the terminal. */
export function describeReport(report: ImportReport, dryRun = false): string {
  const lines = [`${dryRun ? 'Would import' : 'Imported'} ${report.imported.length} course(s); skipped ${report.skipped.length} item(s).`];
  for (const c of report.imported) {
    lines.push(`  ${c.updated ? 'updated ' : ''}${c.name} (${c.externalRef}): ${c.holes} holes, ${c.mappedHoles} with a map, tees ${c.tees.join(', ')}`);
    for (const note of c.notes) lines.push(`    note: ${note}`);
  }
  if (report.skipped.length) lines.push('Skipped:');
  for (const s of report.skipped) lines.push(`  ${s.ref}${s.name ? ` (${s.name})` : ''}: ${s.reason}`);
  return lines.join('\n');
}
