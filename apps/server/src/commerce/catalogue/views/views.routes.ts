import { Type } from 'typebox';
import { Envelope } from '@golf/contracts';
import { safeEqual } from '../../../platform/crypto.ts';
import { ServiceError } from '../../../platform/errors.ts';
import { bearer } from '../../../platform/http/auth-hooks.ts';
import { ok } from '../../../platform/http/origin.ts';
import type { RoutePlugin } from '../../../platform/http/types.ts';
import { findStore } from '../../store/index.ts';
import { untranslatedTexts } from './untranslated-texts.ts';

const UntranslatedText = Type.Object({
  locale: Type.String(),
  kind: Type.String(),
  key: Type.String(),
  field: Type.String(),
  defaultText: Type.String(),
});

/** The shop team's back office (the integration token, as Magento's admin integrations): which catalogue texts fall back to the default. */
export const viewsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/rest/:storeCode/V1/catalogue/untranslated-texts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue texts a store view shows in the default language (back office)',
        params: Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' }) }),
        response: { 200: Envelope(Type.Array(UntranslatedText)) },
      },
    },
    async (request) => {
      const token = bearer(request);
      if (!token || !safeEqual(token, ctx.config.secrets.integrationToken))
        throw new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");
      const store = findStore(request.params.storeCode);
      if (!store) throw new ServiceError('not-found', `There is no store "${request.params.storeCode}". Use US, CA, JP, STSVEN or STSVCA.`);
      return ok(await untranslatedTexts(ctx.db, store));
    },
  );
};
