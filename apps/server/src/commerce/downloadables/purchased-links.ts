import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { linkExpiry } from '../../platform/storage/index.ts';
import type { Tx } from '../cart/index.ts';
import { orderHeads, orderLineHeads, type OrderLineRow, type OrderRow, type OrderStatus } from '../orders/index.ts';
import { purchasedLinks } from './downloadables.tables.ts';
import { downloadableLinksOf } from '../catalogue/index.ts';

export type PurchasedLink = typeof purchasedLinks.$inferSelect;

/** Magento's statuses of a purchased link: downloadable once the order is paid, no longer once it is cancelled or refunded. */
export type LinkStatus = 'pending' | 'available' | 'expired';

/** A download link lives this long; asking again gives a new one. */
const LINK_SECONDS = 3600;

/**
 * Copies the files of the order's downloadable lines from their products (checkout's `written`
 * hook, in the order's transaction). Run twice, it copies nothing twice.
 */
export async function copyPurchasedLinks(tx: Tx, order: OrderRow, orderLines: OrderLineRow[]): Promise<void> {
  const lines = orderLines.filter((l) => l.productType === 'downloadable');
  if (!lines.length) return;
  const links = await downloadableLinksOf(
    tx,
    lines.map((l) => l.productId),
  );
  const rows = lines.flatMap((line) =>
    links
      .filter((l) => l.productId === line.productId)
      .map((l) => ({
        orderId: order.id,
        orderItemId: line.id,
        linkId: l.id,
        title: l.title,
        titles: l.titles,
        sortOrder: l.sortOrder,
        fileKey: l.fileKey,
        fileName: l.fileName,
      })),
  );
  if (rows.length) await tx.insert(purchasedLinks).values(rows).onConflictDoNothing();
}

/** Whether the line's files may be downloaded: after payment, and not once the order is cancelled or the line refunded. */
export function linkStatusOf(status: OrderStatus, line: { qtyOrdered: string; qtyRefunded: string }): LinkStatus {
  if (status === 'canceled' || status === 'closed' || Number(line.qtyRefunded) >= Number(line.qtyOrdered)) return 'expired';
  return status === 'processing' || status === 'complete' ? 'available' : 'pending';
}

/** The purchased links of each order line, in sort order (one query for a page of orders). */
export async function purchasedLinksOfItems(db: Db, orderItemIds: readonly number[]): Promise<PurchasedLink[][]> {
  const rows = await db
    .select()
    .from(purchasedLinks)
    .where(inArray(purchasedLinks.orderItemId, [...orderItemIds]))
    .orderBy(asc(purchasedLinks.sortOrder), asc(purchasedLinks.id));
  return orderItemIds.map((id) => rows.filter((r) => r.orderItemId === id));
}

/**
 * A signed, expiring link to a purchased file. Only ever made for the order's own customer (the
 * caller found the order through the customer); `baseUrl` is the configured site address.
 */
export function downloadUrlOf(ctx: Ctx, link: PurchasedLink, baseUrl: string): Promise<string> {
  // Links are checked against the wall clock by the file route, as every signed link is.
  return ctx.storage.signedGetUrl(link.fileKey, { expiresAt: linkExpiry(LINK_SECONDS), baseUrl });
}

/** Every file the customer bought, newest order first (Magento's customerDownloadableProducts). */
export async function customerDownloads(db: Db, customerId: number) {
  return db
    .select({
      link: purchasedLinks,
      orderNumber: orderHeads.number,
      orderStatus: orderHeads.status,
      orderedAt: orderHeads.createdAt,
      qtyOrdered: orderLineHeads.qtyOrdered,
      qtyRefunded: orderLineHeads.qtyRefunded,
    })
    .from(purchasedLinks)
    .innerJoin(orderHeads, eq(orderHeads.id, purchasedLinks.orderId))
    .innerJoin(orderLineHeads, eq(orderLineHeads.id, purchasedLinks.orderItemId))
    .where(and(eq(orderHeads.customerId, customerId), ne(orderHeads.status, 'pending_payment')))
    .orderBy(desc(orderHeads.createdAt), desc(orderHeads.id), asc(purchasedLinks.sortOrder), asc(purchasedLinks.id));
}
