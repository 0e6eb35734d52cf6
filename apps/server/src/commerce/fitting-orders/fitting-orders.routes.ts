import { Type, type Static, type TSchema } from 'typebox';
import {
  CardDepositRequest,
  CenterAddress,
  CenterAddressQuery,
  CustomClubOrder,
  CustomClubQuery,
  DeleteClubOrderRequest,
  DepositCouponCheck,
  DepositCouponCheckRequest,
  DepositGiftCheck,
  DepositGiftCheckRequest,
  DepositResult,
  EditClubAddressRequest,
  Envelope,
  FinancedDepositRequest,
  ShipClubOrderRequest,
  ZeroDepositRequest,
} from '@golf/contracts';
import { safeEqual } from '../../platform/crypto.ts';
import { localeOf } from '../../platform/i18n.ts';
import { ServiceError } from '../../platform/errors.ts';
import { bearer, playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { clubShopperOf, clubShopperOfPlayer } from './club-shopper.ts';
import { checkDepositCoupon, checkDepositGiftCode, takeCardDeposit, takeZeroDeposit } from './deposit.service.ts';
import { shipCustomClubOrder, takeFinancedDeposit } from './financing.service.ts';
import { centerAddress, deleteClubOrder, editBilling, editShipping, getCustomClubOrder, type ClubShopper } from './fitting-orders.service.ts';

const tags = ['fitting'];
const StoreParams = Type.Object({ storeCode: Type.String({ minLength: 1, maxLength: 20 }) });

/**
 * Custom club orders: the portal's view of one order (player token), and the club order payment
 * calls (customer token generated for the player's e-mail): addresses, coupon and gift code checks,
 * the deposit by card, with nothing to pay or by financing, and deleting an unpaid order.
 */
export const fittingOrdersRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/v3/tecfit/custom-club',
    {
      onRequest: requireCaller(ctx),
      schema: { tags, summary: 'One custom club order', querystring: CustomClubQuery, response: { 200: Envelope(CustomClubOrder) } },
    },
    async (request) => {
      const shopper = await clubShopperOfPlayer(ctx, playerOf(request), request.query.storeCode, localeOf(request.headers['accept-language']));
      return ok(await getCustomClubOrder(ctx, shopper.customer.id, request.query.id, shopper.locale));
    },
  );

  app.get(
    '/rest/:storeCode/V1/omni-channel/center/address',
    {
      schema: {
        tags,
        summary: "The fitting center's address, for pickup",
        params: StoreParams,
        querystring: CenterAddressQuery,
        response: { 200: Envelope(CenterAddress) },
      },
    },
    async (request) => ok(await centerAddress(ctx, await clubShopperOf(ctx, request, request.params.storeCode), request.query.order_increment_id)),
  );

  const post = <B extends TSchema, R extends TSchema>(
    path: string,
    summary: string,
    body: B,
    response: R,
    run: (shopper: ClubShopper, body: Static<B>, baseUrl: string) => Promise<Static<R>>,
  ) =>
    // Declared loosely for the compiler (the schemas still validate every request and answer).
    app.post(
      `/rest/:storeCode/V1/${path}`,
      { schema: { tags, summary, params: StoreParams, body, response: { 200: Envelope(response) } } as never },
      async (request): Promise<unknown> => {
        const shopper = await clubShopperOf(ctx, request, (request.params as { storeCode: string }).storeCode);
        return ok(await run(shopper, request.body as Static<B>, originOf(request, ctx.config).baseUrl));
      },
    );

  post('tecfit/omni/custom-club/edit-billing', 'Set the billing address of a club order', EditClubAddressRequest, CustomClubOrder, (s, b) =>
    editBilling(ctx, s, b),
  );
  post('tecfit/omni/custom-club/edit-shipping', 'Set the shipping address, or pickup at the center', EditClubAddressRequest, CustomClubOrder, (s, b) =>
    editShipping(ctx, s, b),
  );
  post('tecfit/deposit/coupon/check', 'What a coupon takes off the deposit', DepositCouponCheckRequest, DepositCouponCheck, (s, b) =>
    checkDepositCoupon(ctx, s, b),
  );
  post('tecfit/deposit/gift-code/check', 'Whether a gift code can pay part of the deposit', DepositGiftCheckRequest, DepositGiftCheck, (s, b) =>
    checkDepositGiftCode(ctx, s, b),
  );
  post('tecfit/payment/deposit-take-payment', 'Pay the deposit by card (3-D Secure when the bank asks)', CardDepositRequest, DepositResult, (s, b, url) =>
    takeCardDeposit(ctx, s, b, url),
  );
  post('tecfit/payment/zero-deposit-take-payment', 'Place an order with nothing to pay now', ZeroDepositRequest, DepositResult, (s, b) =>
    takeZeroDeposit(ctx, s, b),
  );
  post(
    'tecfit/payment/affirm/deposit-take-payment',
    'Finance the deposit (lender redirect, then authorize)',
    FinancedDepositRequest,
    DepositResult,
    (s, b, url) => takeFinancedDeposit(ctx, s, b, url),
  );
  post(
    'tecfit/payment/delete-order',
    'Delete an unpaid club order',
    DeleteClubOrderRequest,
    Type.Object({ deleted: Type.Boolean(), order_increment_id: Type.String() }),
    (s, b) => deleteClubOrder(ctx, s, b.order_increment_id),
  );

  app.post(
    '/rest/:storeCode/V1/tecfit/omni/custom-club/ship',
    {
      schema: {
        tags,
        summary: 'The clubs shipped (back office): captures a financed deposit',
        params: StoreParams,
        body: ShipClubOrderRequest,
        response: { 200: Envelope(Type.Object({ order_increment_id: Type.String(), status: Type.String(), captured: Type.Boolean() })) },
      },
    },
    async (request) => {
      const token = bearer(request);
      if (!token || !safeEqual(token, ctx.config.secrets.integrationToken))
        throw new ServiceError('unauthenticated', "The consumer isn't authorized to access this resource.");
      return ok(await shipCustomClubOrder(ctx, request.body.order_increment_id));
    },
  );
};
