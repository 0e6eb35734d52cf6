import { Type } from 'typebox';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { findStore } from '../store/stores.ts';

const tags = ['payments'];

/**
 * What the storefront needs to draw its payment step. Cards go through the built-in gateway (its
 * tokenization address and, in the sandbox, its published test cards). Affirm and Square are not
 * connected in this deployment: their config calls say so (isActive false), so clients hide them.
 */
const AffirmConfig = Type.Object({ isActive: Type.Boolean(), publicApiKey: Type.Null(), scriptUrl: Type.Null(), minOrderTotal: Type.Null(), maxOrderTotal: Type.Null(), message: Type.String() });
const SquareConfig = Type.Object({ isActive: Type.Boolean(), applicationId: Type.Null(), locationId: Type.Null(), message: Type.String() });
const CardConfig = Type.Object({ code: Type.String(), tokenizeUrl: Type.String(), threeDSecure: Type.Boolean(), testCards: Type.Array(Type.Object({ number: Type.String(), behaviour: Type.String(), note: Type.String() })) });
const StoreParams = Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20 }) });
const OrderQuery = Type.Object({ order_increment_id: Type.Optional(Type.String({ maxLength: 32 })) });

const affirm = () => ({ isActive: false, publicApiKey: null, scriptUrl: null, minOrderTotal: null, maxOrderTotal: null, message: 'Affirm is not available in this shop.' });
const square = () => ({ isActive: false, applicationId: null, locationId: null, message: 'Square is not available in this shop.' });

export const paymentConfigRoutes: RoutePlugin = async (app) => {
  app.get('/api/affirm-payment/config', { schema: { tags, summary: 'Affirm configuration', response: { 200: Type.Object({ code: Type.Integer(), message: Type.String(), data: AffirmConfig }) } } }, async () => ok(affirm()));
  app.get('/rest/:storeCode/V1/affirm-payment/config', { schema: { tags, summary: 'Affirm configuration of a store', params: StoreParams, querystring: OrderQuery, response: { 200: AffirmConfig } } }, async (request) => {
    if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
    return affirm();
  });
  app.get('/rest/:storeCode/V1/square-payment/config', { schema: { tags, summary: 'Square configuration of a store', params: StoreParams, querystring: OrderQuery, response: { 200: SquareConfig } } }, async (request) => {
    if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
    return square();
  });
  app.get('/rest/:storeCode/V1/card-payment/config', { schema: { tags, summary: 'Card payment configuration (sandbox gateway)', params: StoreParams, response: { 200: CardConfig } } }, async (request) => {
    if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
    return { code: 'authnetcim', tokenizeUrl: '/payments/sandbox/tokens', threeDSecure: true, testCards: Object.entries(TEST_CARDS).map(([number, c]) => ({ number, behaviour: c.behaviour, note: c.note })) };
  });
};
