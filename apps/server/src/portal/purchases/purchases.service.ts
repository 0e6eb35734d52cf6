import { eq, sql } from 'drizzle-orm';
import { personName, type Locale, type PaymentInvokeRequest, type PaymentStatus, type PurchaseEntry, type ReceiptExport } from '@golf/contracts';
import type { Ctx, PlayerCaller } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { linkExpiry } from '../../platform/storage/object-store.ts';
import { findPlayer, type PlayerRow } from '../account/index.ts';
import { purchasesOfEmail, type Purchase } from '../../commerce/orders/index.ts';
import { paymentStatus, purchaseForPortal } from '../../commerce/checkout/index.ts';
import { isRenewalRequest, renew, renewalPurchasesOf, renewalStatus, type RenewalPurchase } from '../renewal/index.ts';
import { plusPurchasesOf } from '../plus/index.ts';
import { membershipPurchasesOfEmail } from '../../commerce/memberships/index.ts';
import { purchaseReceipts } from './purchases.tables.ts';
import { receiptHtml, receiptPdf } from './receipt-document.ts';

/** Who shops for the caller: the player, or for a child without an e-mail, the family parent. */
async function shopperOf(ctx: Ctx, caller: PlayerCaller): Promise<{ player: PlayerRow; buyer: PlayerRow }> {
  const player = await findPlayer(ctx.db, caller.subjectId);
  if (!player) throw notFound('Player');
  if (player.email) return { player, buyer: player };
  const parentId = caller.parentPlayerId ?? player.parentId;
  const parent = parentId ? await findPlayer(ctx.db, parentId) : undefined;
  if (!parent?.email) throw new ServiceError('rule', 'Purchases need an e-mail address on the account.');
  return { player, buyer: parent };
}

const nameOf = (p: PlayerRow) => personName(p).trim();

async function receiptAddresses(ctx: Ctx, playerId: number): Promise<Map<string, string>> {
  const rows = await ctx.db.select().from(purchaseReceipts).where(eq(purchaseReceipts.playerId, playerId));
  return new Map(rows.map((r) => [r.requestId, r.receiptAddress]));
}

function entryOf(p: Purchase | RenewalPurchase, receiptAddress: string | undefined): PurchaseEntry {
  return {
    requestId: p.requestId,
    receiptAddress: receiptAddress ?? p.buyerName,
    orderNumber: p.orderNumber,
    total: p.total,
    currency: p.currency,
    date: p.date.toISOString(),
    studentName: p.studentName ?? p.buyerName,
    status: p.status,
    items: p.items.map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity, rowTotal: i.rowTotal, ...('renewal' in i ? { renewal: i.renewal } : {}) })),
  };
}

/**
 * Every payment of the caller's account, newest first: the shop's orders and the launch-monitor
 * membership charges of the buyer's e-mail, and the renewals and Plus charges paid by the buyer or
 * the player (a child renewing shows in the family's history).
 */
async function purchasesOf(ctx: Ctx, player: PlayerRow, buyer: PlayerRow, locale?: Locale): Promise<(Purchase | RenewalPurchase)[]> {
  const players = [...new Set([buyer.id, player.id])];
  const [shop, memberships, renewals, plus] = await Promise.all([
    purchasesOfEmail(ctx.db, buyer.email!, locale),
    membershipPurchasesOfEmail(ctx.db, buyer.email!, locale),
    renewalPurchasesOf(ctx.db, players, locale),
    plusPurchasesOf(ctx.db, players, locale),
  ]);
  return [...shop, ...memberships, ...renewals, ...plus].sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** The caller's purchase history: every shop order, membership charge and paid renewal, newest first, with receipt names; renewal packages named in `locale`. */
export async function listPurchases(ctx: Ctx, caller: PlayerCaller, locale?: Locale): Promise<PurchaseEntry[]> {
  const { player, buyer } = await shopperOf(ctx, caller);
  const [purchases, names] = await Promise.all([purchasesOf(ctx, player, buyer, locale), receiptAddresses(ctx, buyer.id)]);
  return purchases.map((p) => entryOf(p, names.get(p.requestId)));
}

async function purchaseOf(
  ctx: Ctx,
  caller: PlayerCaller,
  requestId: string,
  locale?: Locale,
): Promise<{ purchase: Purchase | RenewalPurchase; buyer: PlayerRow }> {
  const { player, buyer } = await shopperOf(ctx, caller);
  const purchase = (await purchasesOf(ctx, player, buyer, locale)).find((p) => p.requestId === requestId);
  if (!purchase) throw notFound('Purchase');
  return { purchase, buyer };
}

/** Sets whom a purchase's receipt is made out to. Another player's purchase is not found. */
export async function setReceiptAddress(ctx: Ctx, caller: PlayerCaller, input: { requestId: string; receiptAddress: string }): Promise<PurchaseEntry> {
  const { purchase, buyer } = await purchaseOf(ctx, caller, input.requestId);
  const receiptAddress = input.receiptAddress.trim();
  await ctx.db
    .insert(purchaseReceipts)
    .values({ playerId: buyer.id, requestId: input.requestId, receiptAddress })
    .onConflictDoUpdate({ target: [purchaseReceipts.playerId, purchaseReceipts.requestId], set: { receiptAddress, updatedAt: sql`now()` } });
  return entryOf(purchase, receiptAddress);
}

/**
 * The receipt of a purchase as HTML and a PDF behind a signed link (15 minutes), in the reader's
 * language. The amounts, number and date printed are the order's own; the client's copies are only
 * checked against them.
 */
export async function exportReceipt(
  ctx: Ctx,
  caller: PlayerCaller,
  input: { requestId: string; receiptAddress: string; orderNumber?: string; total?: string | number },
  baseUrl: string,
  locale: Locale,
): Promise<ReceiptExport> {
  // Printed in the reader's language, item names included.
  const { purchase, buyer } = await purchaseOf(ctx, caller, input.requestId, locale);
  if (input.orderNumber && input.orderNumber !== purchase.orderNumber)
    throw new ServiceError('invalid', 'orderNumber does not match this purchase.', { field: 'orderNumber' });
  if (input.total !== undefined && Number(input.total) !== Number(purchase.total))
    throw new ServiceError('invalid', 'total does not match this purchase.', { field: 'total' });
  const content = {
    purchase,
    receiptAddress: input.receiptAddress.trim(),
    studentName: purchase.studentName ?? purchase.buyerName,
    issuer: 'Golf Academy Shop',
    locale,
  };
  const pdf = await receiptPdf(content);
  const key = `receipts/${buyer.id}/${purchase.requestId}-${ctx.clock.now().getTime()}.pdf`;
  await ctx.storage.put(key, pdf, {
    contentType: 'application/pdf',
    contentDisposition: `attachment; filename="receipt-${purchase.orderNumber}.pdf"`,
    cacheControl: 'private, max-age=900',
  });
  await ctx.db
    .insert(purchaseReceipts)
    .values({ playerId: buyer.id, requestId: purchase.requestId, receiptAddress: content.receiptAddress })
    .onConflictDoUpdate({
      target: [purchaseReceipts.playerId, purchaseReceipts.requestId],
      set: { receiptAddress: content.receiptAddress, updatedAt: sql`now()` },
    });
  const link = await ctx.storage.signedGetUrl(key, { expiresAt: linkExpiry(900), baseUrl });
  return { html: receiptHtml(content), link };
}

const STORE_OF_REGION: Record<string, string> = { JP: 'JP', CA: 'CA', QB: 'CA' };

/**
 * Pays for shop products from the portal (recommended gear, renewals), for the caller or a family
 * member. A card that needs 3-D Secure answers requires_action with the bank's page, which returns
 * to the portal's purchases page (`/purchases?requestId=`); /api/payment/status then completes it.
 */
export async function invokePayment(
  ctx: Ctx,
  caller: PlayerCaller,
  input: PaymentInvokeRequest,
  baseUrl: string,
  locale: Locale = 'en',
): Promise<PaymentStatus> {
  // The renewal stores its tax title in the language the player reads, as /api/renewal does.
  if (input.renewal) return renewalPayment(await renew(ctx, caller, { ...input.renewal, cardToken: input.cardToken }, baseUrl, locale));
  if (!input.items) throw new ServiceError('invalid', 'Choose at least one item to pay for.', { field: 'items' });
  const items = input.items;
  const { player, buyer } = await shopperOf(ctx, caller);
  let student = player;
  if (input.studentId && input.studentId !== player.id) {
    const child = await findPlayer(ctx.db, input.studentId);
    if (!child || child.parentId !== buyer.id) throw notFound('Student');
    student = child;
  }
  const status = await purchaseForPortal(ctx, {
    email: buyer.email!,
    firstname: buyer.firstName,
    lastname: buyer.lastName,
    storeCode: STORE_OF_REGION[caller.region] ?? 'US',
    items,
    cardToken: input.cardToken,
    studentName: nameOf(student),
    baseUrl,
    returnPath: '/purchases',
  });
  if (input.receiptAddress && (status.status === 'succeeded' || status.status === 'requires_action')) {
    await ctx.db
      .insert(purchaseReceipts)
      .values({ playerId: buyer.id, requestId: status.requestId, receiptAddress: input.receiptAddress.trim() })
      .onConflictDoNothing();
  }
  return status;
}

/** A renewal order in the payment status shape (renewals are paid by the portal, not the shop). */
function renewalPayment(o: Awaited<ReturnType<typeof renew>>): PaymentStatus {
  return {
    requestId: o.requestId,
    status: o.status,
    orderNumber: o.orderNumber,
    total: o.quote.total,
    currency: o.quote.currency,
    message: o.message,
    declineCode: o.declineCode,
    challengeUrl: o.challengeUrl,
  };
}

/** GET /api/payment/status: a shop purchase's or a renewal's payment request; another player's is not found. */
export async function getPaymentStatus(ctx: Ctx, caller: PlayerCaller, requestId: string, baseUrl: string): Promise<PaymentStatus> {
  if (isRenewalRequest(requestId)) return renewalPayment(await renewalStatus(ctx, caller, requestId, baseUrl));
  const { buyer } = await shopperOf(ctx, caller);
  return paymentStatus(ctx, buyer.email!, requestId);
}
