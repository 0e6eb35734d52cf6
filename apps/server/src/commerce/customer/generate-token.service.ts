import { verifyAccessToken } from '../../platform/auth/access-token.ts';
import { sessionEnded } from '../../platform/auth/ended-sessions.ts';
import type { Ctx } from '../../platform/context.ts';
import { safeEqual } from '../../platform/crypto.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { findPlayer } from '../../portal/account/index.ts';
import { findStore } from '../store/index.ts';
import { findCustomerByEmail, issueCustomerToken, tokenFor } from './customer.service.ts';

const refuse = () => new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");

/**
 * Magento's customer token by e-mail, for the club-fitting flow. Two callers may use it: a
 * signed-in portal player for their own e-mail (or their family parent's), and a trusted back
 * office holding the integration token, for any existing customer. Refuses anyone else, another
 * player's e-mail, an unknown store and (for the back office) an unknown customer.
 */
export async function generateCustomerToken(ctx: Ctx, bearerToken: string | undefined, storeCode: string, email: string): Promise<string> {
  const store = findStore(storeCode);
  if (!store) throw notFound(`The store "${storeCode}"`);
  const address = email.toLowerCase();
  if (!bearerToken) throw refuse();
  if (safeEqual(bearerToken, ctx.config.secrets.integrationToken)) {
    const customer = await findCustomerByEmail(ctx.db, address);
    if (!customer) throw notFound('A customer with this e-mail');
    return tokenFor(ctx.db, customer.id, store.code, ctx.clock.now());
  }
  const verified = await verifyAccessToken(bearerToken, ctx.config.secrets.jwtKey, ctx.clock.now());
  if (!verified.ok || verified.claims.role !== 'player') throw refuse();
  if (await sessionEnded(ctx.db, verified.claims.familyId, ctx.clock.now())) throw refuse();
  const player = await findPlayer(ctx.db, verified.claims.parentPlayerId ?? verified.claims.subjectId);
  if (!player?.email || player.email !== address) throw new ServiceError('forbidden', 'A player can only get a shop token for their own e-mail address.');
  return issueCustomerToken(
    ctx.db,
    { email: address, firstname: player.firstName, lastname: player.lastName, storeCode: store.code, sessionId: verified.claims.familyId },
    ctx.clock.now(),
  );
}
