import { Type } from 'typebox';
import { bearer } from '../../platform/http/auth-hooks.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { generateCustomerToken } from './generate-token.service.ts';

/** Magento's customer token by e-mail (who may ask is the service's rule: `generateCustomerToken`). */
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
    async (request) => generateCustomerToken(ctx, bearer(request), request.params.storeCode, request.body.email),
  );
};
