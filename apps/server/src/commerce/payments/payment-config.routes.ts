import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { bearer } from '../../platform/http/auth-hooks.ts';
import { FINANCING_PLANS, monthlyPayment, TEST_CARDS } from '../../platform/payments/index.ts';
import { depositDueOf } from '../fitting-orders/index.ts';
import { findStore } from '../store/index.ts';

const tags = ['payments'];

/**
 * What the storefront needs to draw its payment step. Cards go through the built-in gateway (its
 * tokenization address and, in the sandbox, its published test cards). Financing ("Affirm") is the
 * built-in local lender: a checkout redirect to its approval page, as Affirm's is; there is no
 * script or public key to load. Square is not connected (isActive false); its config names the
 * card gateway that takes cards instead.
 */
const Plan = Type.Object({ months: Type.Integer(), apr: Type.Number(), monthlyPayment: Type.Union([Type.String(), Type.Null()]) });
const AffirmConfig = Type.Object({
  isActive: Type.Boolean(),
  provider: Type.String(),
  publicApiKey: Type.Null(),
  scriptUrl: Type.Null(),
  minOrderTotal: Type.String(),
  maxOrderTotal: Type.String(),
  plans: Type.Array(Plan),
  order: Type.Union([
    Type.Object({ order_increment_id: Type.String(), amount: Type.String(), currency: Type.String(), eligible: Type.Boolean() }),
    Type.Null(),
  ]),
  message: Type.String(),
});
const CardGatewayRef = Type.Object({ code: Type.String(), tokenizeUrl: Type.String(), threeDSecure: Type.Boolean() });
const SquareConfig = Type.Object({
  isActive: Type.Boolean(),
  applicationId: Type.Null(),
  locationId: Type.Null(),
  cardGateway: CardGatewayRef,
  message: Type.String(),
});
const CardConfig = Type.Object({
  code: Type.String(),
  tokenizeUrl: Type.String(),
  threeDSecure: Type.Boolean(),
  testCards: Type.Array(Type.Object({ number: Type.String(), behaviour: Type.String(), note: Type.String() })),
});
const StoreParams = Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20 }) });
const OrderQuery = Type.Object({ order_increment_id: Type.Optional(Type.String({ maxLength: 32 })) });

const CARD_GATEWAY = { code: 'authnetcim', tokenizeUrl: '/payments/sandbox/tokens', threeDSecure: true };

/** The lender's terms; with a club order the customer may see (their token), the deposit's plans. */
function affirm(order: { order_increment_id: string; amount: string; currency: string } | null) {
  const { min, max } = { min: '50.00', max: '17500.00' };
  const eligible = order ? Number(order.amount) >= Number(min) && Number(order.amount) <= Number(max) : false;
  return {
    isActive: true,
    provider: 'local-lender',
    publicApiKey: null,
    scriptUrl: null,
    minOrderTotal: min,
    maxOrderTotal: max,
    plans: FINANCING_PLANS.map((p) => ({
      months: p.months,
      apr: p.apr,
      monthlyPayment: order && eligible ? monthlyPayment(order.amount, p.months, p.apr) : null,
    })),
    order: order ? { ...order, eligible } : null,
    message: 'Pay the deposit over 3, 6 or 12 months with the shop’s financing partner.',
  };
}
const square = () => ({
  isActive: false,
  applicationId: null,
  locationId: null,
  cardGateway: CARD_GATEWAY,
  message: 'Square is not connected; cards are taken by the shop’s card gateway.',
});

export const paymentConfigRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/affirm-payment/config',
    { schema: { tags, summary: 'Affirm configuration', response: { 200: Type.Object({ code: Type.Integer(), message: Type.String(), data: AffirmConfig }) } } },
    async () => ok(affirm(null)),
  );
  app.get(
    '/rest/:storeCode/V1/affirm-payment/config',
    { schema: { tags, summary: 'Affirm configuration of a store', params: StoreParams, querystring: OrderQuery, response: { 200: AffirmConfig } } },
    async (request) => {
      if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
      const id = request.query.order_increment_id;
      return affirm(id ? await depositOfOrder(ctx, request, request.params.storeCode, id) : null);
    },
  );
  app.get(
    '/rest/:storeCode/V1/square-payment/config',
    { schema: { tags, summary: 'Square configuration of a store', params: StoreParams, querystring: OrderQuery, response: { 200: SquareConfig } } },
    async (request) => {
      if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
      return square();
    },
  );
  app.get(
    '/rest/:storeCode/V1/card-payment/config',
    { schema: { tags, summary: 'Card payment configuration (sandbox gateway)', params: StoreParams, response: { 200: CardConfig } } },
    async (request) => {
      if (!findStore(request.params.storeCode)) throw notFound(`The store "${request.params.storeCode}"`);
      return {
        code: 'authnetcim',
        tokenizeUrl: '/payments/sandbox/tokens',
        threeDSecure: true,
        testCards: Object.entries(TEST_CARDS).map(([number, c]) => ({ number, behaviour: c.behaviour, note: c.note })),
      };
    },
  );
};

/** The deposit due on the caller's club order, when the request carries their customer token. */
async function depositOfOrder(ctx: Ctx, request: FastifyRequest, storeCode: string, incrementId: string) {
  const token = bearer(request);
  return token ? depositDueOf(ctx, token, storeCode, incrementId) : null;
}
