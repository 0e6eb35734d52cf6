import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ImportBody, ImportPreview, ImportResult, ImportRow, ImportRowStatus } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/index.ts';
import { invalid } from '../../../platform/errors.ts';
import { zoneOf } from '../date-range.ts';
import { playerUnits } from '../player-settings.ts';
import { addShots, createSession } from '../sessions.ts';
import { simActivities, simShots } from '../simulator.tables.ts';
import type { Converter } from '../units.ts';
import { readFile } from './read-file.ts';
import { fileDateOrder, readShots, type ReadRow } from './read-shots.ts';
import { inTransaction } from '../../../platform/db/index.ts';

interface Classified {
  read: ReadRow;
  status: ImportRowStatus;
}

/** Parses the file and sorts every row into ok, error, repeated in the file, or imported before. */
async function classify(db: Db, playerId: number, body: ImportBody) {
  const table = readFile(body.content);
  const zone = zoneOf(body.timeZone);
  const dates = fileDateOrder(table, body.dateOrder);
  const rows = readShots(table, { defaultClub: body.clubType, zone, dateOrder: dates.dateOrder });
  const keys = rows.flatMap((r) => (r.key ? [r.key] : []));
  const existing = keys.length
    ? await db
        .select({ key: simShots.importKey, activityId: simShots.activityId })
        .from(simShots)
        .where(and(eq(simShots.playerId, playerId), inArray(simShots.importKey, keys)))
    : [];
  const imported = new Map(existing.map((e) => [e.key!, e.activityId]));
  const seen = new Set<string>();
  const classified: Classified[] = rows.map((read) => {
    if (!read.key) return { read, status: 'error' };
    if (imported.has(read.key)) return { read, status: 'alreadyImported' };
    if (seen.has(read.key)) return { read, status: 'duplicate' };
    seen.add(read.key);
    return { read, status: 'ok' };
  });
  const summary = {
    rows: rows.length,
    valid: classified.filter((c) => c.status === 'ok').length,
    invalid: classified.filter((c) => c.status === 'error').length,
    duplicates: classified.filter((c) => c.status === 'duplicate').length,
    alreadyImported: classified.filter((c) => c.status === 'alreadyImported').length,
  };
  return { table, dates, classified, summary, earlierActivityIds: [...new Set(imported.values())] };
}

function toRow({ read, status }: Classified, c: Converter): ImportRow {
  const s = read.shot;
  const errors =
    status === 'duplicate'
      ? [{ column: '', message: 'The same shot appears earlier in this file.' }]
      : status === 'alreadyImported'
        ? [{ column: '', message: 'This shot is already in your sessions from an earlier import.' }]
        : read.errors;
  return {
    line: read.line,
    status,
    clubType: s?.clubType ?? null,
    hitAt: s?.hitAt?.toISOString() ?? null,
    ballSpeed: s ? c.speed(s.ballSpeed) : null,
    carry: s ? c.distance(s.carry) : null,
    total: s ? c.distance(s.total) : null,
    offline: s ? c.distance(s.offline) : null,
    errors,
  };
}

/** What an import of the file would do, row by row, without storing anything. Refuses files of another kind (400). */
export async function previewImport(ctx: Ctx, caller: PlayerCaller, body: ImportBody): Promise<ImportPreview> {
  const [settings, result] = await Promise.all([playerUnits(ctx.db, caller.subjectId), classify(ctx.db, caller.subjectId, body)]);
  return {
    format: result.table.format.name,
    language: result.table.format.language,
    fileUnits: result.table.fileUnits,
    dateOrder: result.dates.dateOrder,
    dateOrderDetected: result.dates.detected,
    needsDateOrder: result.dates.needsChoice,
    rows: result.classified.map((c) => toRow(c, settings.convert)),
    summary: result.summary,
    units: settings.units,
  };
}

/**
 * Imports the file's valid rows as one session. A file whose slashed dates fit both orders needs
 * the player's dateOrder (400 without it). Importing a file again adds nothing (the shot
 * fingerprints are unique per player in the database); new shots of a longer export of the same
 * session join the session the first import made.
 */
export async function importShots(ctx: Ctx, caller: PlayerCaller, body: ImportBody): Promise<ImportResult> {
  const playerId = caller.subjectId;
  const now = ctx.clock.now();
  const playedAt = body.playedAt ? new Date(body.playedAt) : now;
  if (Number.isNaN(playedAt.getTime())) throw invalid('playedAt', 'playedAt is not a date and time.');
  if (playedAt.getTime() > now.getTime() + 24 * 3600_000) throw invalid('playedAt', 'playedAt cannot be in the future.');
  const settings = await playerUnits(ctx.db, playerId);
  const { table, dates, classified, summary, earlierActivityIds } = await classify(ctx.db, playerId, body);
  if (dates.needsChoice) {
    throw invalid(
      'dateOrder',
      'Every date in this file could be read day first or month first (10/09 is 10 September or 9 October). Choose dateOrder: dayFirst or monthFirst.',
    );
  }
  const fresh = classified.filter((c) => c.status === 'ok').map((c) => ({ ...c.read.shot!, importKey: c.read.key }));
  const skipped = classified.filter((c) => c.status !== 'ok').map((c) => toRow(c, settings.convert));
  const answer = (esnActivityId: number | null, appendedToExisting: boolean, imported: number): ImportResult => ({
    esnActivityId,
    appendedToExisting,
    imported,
    summary: { ...summary, valid: imported, alreadyImported: summary.alreadyImported + (summary.valid - imported) },
    skipped,
    units: settings.units,
  });
  const earlier = earlierActivityIds.length === 1 ? earlierActivityIds[0]! : null;
  if (fresh.length === 0) return answer(earlier, false, 0);

  return inTransaction(ctx.db, async (tx) => {
    const firstHit = fresh
      .map((s) => s.hitAt)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    let activityId = earlier;
    if (activityId !== null) {
      // The earlier session may have been deleted, or scored for a challenge (its shots are then fixed): start a new one.
      const [still] = await tx
        .select({ id: simActivities.id })
        .from(simActivities)
        .where(and(eq(simActivities.id, activityId), eq(simActivities.playerId, playerId), isNull(simActivities.challengeId)))
        .for('update');
      if (!still) activityId = null;
    }
    const appended = activityId !== null;
    activityId ??= await createSession(tx, {
      playerId,
      activityType: body.activityType ?? 'range',
      source: table.format.name,
      name: body.fileName,
      startedAt: firstHit ?? playedAt,
    });
    const ids = await addShots(tx, playerId, activityId, fresh);
    if (ids.length === 0 && !appended) {
      // A simultaneous import of the same file stored these shots first: keep no empty session.
      await tx.delete(simActivities).where(eq(simActivities.id, activityId));
      return answer(null, false, 0);
    }
    return answer(activityId, appended, ids.length);
  });
}
