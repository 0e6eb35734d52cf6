import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { statementCache, type Db } from '../../db/index.ts';
import { sandboxGatewayAuthentications, sandboxGatewayCharges, sandboxGatewayTokens } from './sandbox.tables.ts';

const p = (name: string) => sql.placeholder(name);

/** A card payment's three gateway statements (3-D Secure look-up, the card, the charge), prepared once per pool. */
function prepareAll(db: Db) {
  return {
    // The newest passed verification of this card's fingerprint for the merchant's reference.
    authentication: db
      .select({ id: sandboxGatewayAuthentications.id })
      .from(sandboxGatewayAuthentications)
      .innerJoin(sandboxGatewayTokens, eq(sandboxGatewayTokens.fingerprint, sandboxGatewayAuthentications.fingerprint))
      .where(
        and(
          eq(sandboxGatewayTokens.token, p('token')),
          eq(sandboxGatewayAuthentications.merchantRef, p('merchantRef')),
          inArray(sandboxGatewayAuthentications.transStatus, ['Y', 'A']),
        ),
      )
      .orderBy(desc(sandboxGatewayAuthentications.createdAt))
      .limit(1)
      .prepare('sandbox_authentication_for'),
    card: db
      .select()
      .from(sandboxGatewayTokens)
      .where(and(eq(sandboxGatewayTokens.token, p('token')), gt(sandboxGatewayTokens.expiresAt, p('now'))))
      .prepare('sandbox_card'),
    // Once per idempotency key: a key recorded before inserts nothing and answers no row.
    charge: db
      .insert(sandboxGatewayCharges)
      .values({
        id: p('id'),
        idempotencyKey: p('idempotencyKey'),
        token: p('token'),
        amount: p('amount'),
        currency: p('currency'),
        status: p('status'),
        declineCode: p('declineCode'),
        message: p('message'),
        authenticationId: p('authenticationId'),
      })
      .onConflictDoNothing({ target: sandboxGatewayCharges.idempotencyKey })
      .returning()
      .prepare('sandbox_charge'),
  };
}

export const sandboxStatements = statementCache(prepareAll);
