import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { randomToken } from '../../crypto.ts';
import { notFound } from '../../errors.ts';
import { sandboxGatewayAuthentications } from './sandbox.tables.ts';

export type ChallengeRow = typeof sandboxGatewayAuthentications.$inferSelect;

/** A challenge still waiting for the cardholder, or not found (unknown, finished or foreign id). */
export async function openChallenge(db: Db, id: string): Promise<ChallengeRow> {
  const [row] = await db
    .select()
    .from(sandboxGatewayAuthentications)
    .where(and(eq(sandboxGatewayAuthentications.id, id), eq(sandboxGatewayAuthentications.transStatus, 'C')));
  if (!row) throw notFound('This verification');
  return row;
}

/**
 * The cardholder answered the access-control server's challenge. Only the first answer counts (a
 * conditional update from status C), so a double submit cannot flip a result. Returns where the
 * browser goes next: the merchant's callback URL with the outcome.
 */
export async function answerChallenge(db: Db, id: string, approved: boolean): Promise<string> {
  const [row] = await db
    .update(sandboxGatewayAuthentications)
    .set({
      transStatus: approved ? 'Y' : 'N',
      transStatusReason: approved ? null : '01',
      eci: approved ? '05' : null,
      cavv: approved ? randomToken(20) : null,
      completedAt: new Date(),
    })
    .where(and(eq(sandboxGatewayAuthentications.id, id), eq(sandboxGatewayAuthentications.transStatus, 'C'), isNull(sandboxGatewayAuthentications.completedAt)))
    .returning();
  const done = row ?? (await db.select().from(sandboxGatewayAuthentications).where(eq(sandboxGatewayAuthentications.id, id)))[0];
  if (!done) throw notFound('This verification');
  const url = new URL(done.callbackUrl);
  const cres = Buffer.from(
    JSON.stringify({ threeDSServerTransID: done.id, acsTransID: done.dsTransId, messageType: 'CRes', transStatus: done.transStatus }),
  ).toString('base64url');
  url.searchParams.set('transStatus', done.transStatus);
  url.searchParams.set('threeDSServerTransId', done.id);
  url.searchParams.set('cres', cres);
  return url.toString();
}
