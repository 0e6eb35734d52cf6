import { Type } from 'typebox';
import { verifyAccessToken } from '../../platform/auth/access-token.ts';
import { safeEqual } from '../../platform/crypto.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { findPlayer } from '../../portal/account/index.ts';
import { findStore } from '../store/stores.ts';
import { findCustomerByEmail, issueCustomerToken, tokenFor } from './customer.service.ts';

const refuse = () => new ServiceError('unauthenticated', 'The consumer isn\'t authorized to access this resource.');

/**
 * Magento's customer token by e-mail, for the club-fitting flow. Two callers may use it:
 * a signed-in portal player for their own e-mail (or their family parent's), and a trusted
 * back office holding the integration token, for any customer e-mail.
 */
export const customerRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/rest/:storeCode/V1/customer/generateToken',
    {
      schema: {
        tags: ['commerce'],
        params: Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20 }) }),
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 200: Type.String() },
      },
    },
    async (request) => {
      const store = findStore(request.params.storeCode);
      if (!store) throw notFound(`The store "${request.params.storeCode}"`);
      const email = request.body.email.toLowerCase();
      const token = bearer(request);
      if (!token) throw refuse();

      if (safeEqual(token, ctx.config.secrets.integrationToken)) {
        const customer = await findCustomerByEmail(ctx.db, email);
        if (!customer) throw notFound('A customer with this e-mail');
        return tokenFor(ctx.db, customer.id, store.code, ctx.clock.now());
      }
      const verified = await verifyAccessToken(token, ctx.config.secrets.jwtKey, ctx.clock.now());
      if (!verified.ok || verified.claims.role !== 'player') throw refuse();
      const player = await findPlayer(ctx.db, verified.claims.parentPlayerId ?? verified.claims.subjectId);
      if (!player?.email || player.email !== email) throw new ServiceError('forbidden', 'A player can only get a shop token for their own e-mail address.');
      return issueCustomerToken(ctx.db, { email, firstname: player.firstName, lastname: player.lastName, storeCode: store.code }, ctx.clock.now());
    },
  );
};
