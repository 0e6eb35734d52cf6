import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../cart/index.ts';
import { newGiftCode } from './gift-code-format.ts';
import { giftCodeHistory, giftCodes, orderGiftCodes } from './gift-cards.tables.ts';

/** Store credit lasts as long as a bought gift card (Magestore's default year). */
const VALID_DAYS = 365;

/**
 * Store credit: a new gift code for `amount`, given to the customer at once (no e-mail of its own:
 * the caller tells them, e.g. in the return's chat). It shows in the customer's gift cards as
 * received and pays in any cart of the store like a bought card. Runs in the caller's transaction.
 */
export async function issueStoreCredit(
  tx: Tx,
  input: { customerEmail: string; customerName: string; storeCode: string; currency: string; amount: string; orderNumber: string; comment: string; now: Date },
): Promise<{ code: string; id: number }> {
  const amount = new Decimal(input.amount);
  const [made] = await tx
    .insert(giftCodes)
    .values({
      code: newGiftCode(),
      storeCode: input.storeCode,
      currency: input.currency,
      initialBalance: amount.toFixed(),
      balance: amount.toFixed(),
      customerId: null,
      orderNumber: input.orderNumber,
      senderName: input.comment,
      recipientName: input.customerName,
      recipientEmail: input.customerEmail.toLowerCase(),
      expiresAt: new Date(input.now.getTime() + VALID_DAYS * 86_400_000),
      deliverAt: input.now,
      sentAt: input.now,
      createdAt: input.now,
    })
    .returning();
  await tx.insert(giftCodeHistory).values({
    giftCodeId: made!.id,
    action: 'create',
    amount: made!.balance,
    balance: made!.balance,
    orderNumber: input.orderNumber,
    comment: input.comment,
    createdAt: input.now,
  });
  return { code: made!.code, id: made!.id };
}

/** What the order's gift codes paid and has not gone back to them yet. */
export async function giftCodeMoneyLeft(tx: Tx, orderNumber: string): Promise<Decimal> {
  const [row] = await tx
    .select({ left: sql<string>`coalesce(sum(${orderGiftCodes.amount} - ${orderGiftCodes.returned}), 0)::text` })
    .from(orderGiftCodes)
    .where(eq(orderGiftCodes.orderNumber, orderNumber));
  return new Decimal(row?.left ?? 0);
}
