import Decimal from 'decimal.js';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { randomToken } from '../../platform/crypto.ts';
import { players, centers } from '../../portal/account/account.tables.ts';
import { ensureCustomer } from '../../commerce/customer/customer.service.ts';
import { orderItems, orders } from '../../commerce/orders/orders.tables.ts';
import { shareOfUnits } from '../../commerce/returns/index.ts';
import { returnMessages, returnRequestItems, returnRequests, returnRules, shopManagers } from '../../commerce/returns/returns.tables.ts';
import { sandboxGatewayCharges } from '../../platform/payments/sandbox/sandbox.tables.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../demo-accounts.ts';
import { personName } from '@golf/contracts';

export const SHOP_MANAGER_EMAIL = 'shop.manager@example.com';

/**
 * Returns: the store's return rule, the shop manager who processes returns, the sandbox charges
 * behind the demo orders (so a return can be refunded to their card), and one Japanese return
 * already under way with its chat.
 */
export async function seedReturns(db: Db): Promise<void> {
  await db.insert(returnRules).values([
    { name: 'Standard returns', priority: 10, defaultPeriodDays: 90, resolutionPeriods: { '1': 90, '2': 90, '3': 90 } },
    { name: 'Rule example (off)', isActive: false, priority: 5, defaultPeriodDays: 30, resolutionPeriods: { '2': 15 } },
  ]);

  const [center] = await db.select({ id: centers.id }).from(centers).limit(1);
  await db.insert(players).values({
    email: SHOP_MANAGER_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailVerified: true,
    firstName: 'Dana',
    lastName: 'Brooks',
    region: 'US',
    type: 1,
    centerId: center?.id ?? null,
    country: 'US',
  });
  const manager = await ensureCustomer(db, { email: SHOP_MANAGER_EMAIL, firstname: 'Dana', lastname: 'Brooks' });
  await db.insert(shopManagers).values({ customerId: manager.id, displayName: 'Dana (Golf Academy shop)' });

  // The demo orders were paid before the sandbox existed in this database: record their charges.
  const demoOrders = (await db.select().from(orders)).filter((o) => o.payment.transactionId?.startsWith('ch_demo'));
  if (demoOrders.length) {
    await db.insert(sandboxGatewayCharges).values(
      demoOrders.map((o) => ({
        id: o.payment.transactionId!,
        idempotencyKey: `order:${o.id}`,
        token: `tok_demo${o.id}`,
        amount: o.grandTotal,
        currency: o.currency,
        status: 'approved' as const,
        message: 'This transaction has been approved.',
        createdAt: o.createdAt,
      })),
    );
  }

  const [jp] = await db.select().from(players).where(eq(players.email, DEMO_EMAILS.playerJp));
  const [jpOrder] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.email, DEMO_EMAILS.playerJp), eq(orders.status, 'complete'), isNotNull(orders.carrierCode)))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!jp || !jpOrder) return;
  const [ball] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, jpOrder.id), eq(orderItems.sku, 'NW-TOUR-BALL')));
  if (!ball) return;
  const at = new Date(jpOrder.createdAt.getTime() + 10 * 86_400_000);
  const [request] = await db
    .insert(returnRequests)
    .values({
      urlHash: randomToken(32),
      orderId: jpOrder.id,
      customerId: jpOrder.customerId,
      storeCode: jpOrder.storeCode,
      locale: 'ja',
      statusId: 1,
      createdAt: at,
      modifiedAt: at,
    })
    .returning();
  await db.insert(returnRequestItems).values({
    requestId: request!.id,
    orderItemId: ball.id,
    requestQty: '1',
    qty: '1',
    reasonId: 4,
    conditionId: 1,
    resolutionId: 2,
    refundLimit: shareOfUnits(new Decimal(ball.rowTotal).minus(ball.discount).plus(ball.tax), new Decimal(ball.qtyOrdered), new Decimal(1), 0).toFixed(),
  });
  await db.insert(returnMessages).values([
    {
      requestId: request!.id,
      authorId: null,
      username: 'System',
      message: 'ステータスが「新規」に変更されました。',
      isManager: false,
      isSystem: true,
      isRead: true,
      createdAt: at,
    },
    {
      requestId: request!.id,
      authorId: jpOrder.customerId,
      username: personName({ firstName: jpOrder.customerFirstname ?? '', lastName: jpOrder.customerLastname ?? '' }),
      message: 'ボールが思ったより硬く感じました。1ダース返品できますか？',
      isManager: false,
      isSystem: false,
      isRead: true,
      createdAt: new Date(at.getTime() + 60_000),
    },
    {
      requestId: request!.id,
      authorId: manager.id,
      username: 'Dana (Golf Academy shop)',
      message: 'ご連絡ありがとうございます。確認のうえ、まもなくご案内いたします。',
      isManager: true,
      isSystem: false,
      isRead: false,
      createdAt: new Date(at.getTime() + 3_600_000),
    },
  ]);
}
