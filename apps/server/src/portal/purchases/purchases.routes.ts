import { Type } from 'typebox';
import {
  Envelope,
  PaymentInvokeRequest,
  PaymentStatus,
  PaymentStatusQuery,
  PurchaseEntry,
  ReceiptExport,
  ReceiptExportRequest,
  ReceiptRequest,
} from '@golf/contracts';
import { localeOf } from '../../platform/i18n.ts';
import { playerOf, requireCaller } from '../../platform/http/auth-hooks.ts';
import { ok, originOf } from '../../platform/http/origin.ts';
import type { RoutePlugin } from '../../platform/http/types.ts';
import { exportReceipt, getPaymentStatus, invokePayment, listPurchases, setReceiptAddress } from './purchases.service.ts';

const tags = ['purchases'];

/** Purchase history with receipts (PDF), and purchases paid from the portal. */
export const purchasesRoutes: RoutePlugin = async (app, { ctx }) => {
  const onRequest = requireCaller(ctx);
  app.get(
    '/api/purchase',
    { onRequest, schema: { tags, summary: 'Purchase history', response: { 200: Envelope(Type.Array(PurchaseEntry)) } } },
    async (request) => ok(await listPurchases(ctx, playerOf(request), localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/receipt',
    { onRequest, schema: { tags, summary: 'Set whom a receipt is made out to', body: ReceiptRequest, response: { 200: Envelope(PurchaseEntry) } } },
    async (request) => ok(await setReceiptAddress(ctx, playerOf(request), request.body)),
  );
  app.post(
    '/api/receipt/export',
    { onRequest, schema: { tags, summary: 'A receipt as HTML and a PDF link', body: ReceiptExportRequest, response: { 200: Envelope(ReceiptExport) } } },
    async (request) =>
      ok(await exportReceipt(ctx, playerOf(request), request.body, originOf(request, ctx.config).baseUrl, localeOf(request.headers['accept-language']))),
  );
  app.post(
    '/api/payment/invoke',
    { onRequest, schema: { tags, summary: 'Pay for shop products from the portal', body: PaymentInvokeRequest, response: { 200: Envelope(PaymentStatus) } } },
    async (request) => {
      const status = await invokePayment(
        ctx,
        playerOf(request),
        request.body,
        originOf(request, ctx.config).baseUrl,
        localeOf(request.headers['accept-language']),
      );
      return ok(
        status,
        status.status === 'succeeded'
          ? 'OK'
          : status.status === 'requires_action'
            ? 'Verify the payment with your bank.'
            : (status.message ?? 'The payment did not go through.'),
      );
    },
  );
  app.get(
    '/api/payment/status',
    { onRequest, schema: { tags, summary: 'Status of a payment request', querystring: PaymentStatusQuery, response: { 200: Envelope(PaymentStatus) } } },
    async (request) => ok(await getPaymentStatus(ctx, playerOf(request), request.query.requestId, originOf(request, ctx.config).baseUrl)),
  );
};
