import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { invalid, ServiceError } from '../../platform/errors.ts';
import { changeCart, type CartRow, type Shopper } from '../cart/index.ts';
import type { CommerceCustomer } from '../customer/index.ts';
import { maskGiftCode, normalizeGiftCode } from './gift-code-format.ts';
import { isUsable } from './gift-code-totals.ts';
import { cartGiftCodes, giftCodeHistory, giftCodes } from './gift-cards.tables.ts';

/** Magestore's "maximum" setting: codes one cart may carry. */
export const MAX_CODES_PER_CART = 5;

type GiftCodeRow = typeof giftCodes.$inferSelect;

type Reason = 'not_valid' | 'expired' | 'spent' | 'other_currency';

/** Why a code cannot pay now: English words, and a stable reason with its figures (clients word it in their reader's language). */
interface Problem {
  message: string;
  data: { reason: Reason } & Record<string, string>;
}

const problem = (reason: Reason, message: string, figures: Record<string, string> = {}): Problem => ({ message, data: { ...figures, reason } });

/** Why a code cannot pay now, or null when it can. */
function problemOf(code: GiftCodeRow | undefined, now: Date, currency?: string): Problem | null {
  if (!code || code.isDisabled) return problem('not_valid', "The gift code isn't valid. Check it and try again.");
  if (code.expiresAt.getTime() <= now.getTime()) return problem('expired', 'This gift code has expired.');
  if (new Decimal(code.balance).lessThanOrEqualTo(0)) return problem('spent', 'This gift code has no balance left.');
  if (currency && code.currency !== currency)
    return problem('other_currency', `This gift code is in ${code.currency} and cannot pay in this store.`, { currency: code.currency });
  return null;
}

async function codeByText(ctx: Ctx, typed: string): Promise<GiftCodeRow | undefined> {
  const code = normalizeGiftCode(typed);
  if (!code) return undefined;
  const [row] = await ctx.db.select().from(giftCodes).where(eq(giftCodes.code, code));
  return row;
}

/**
 * Applies a gift code to the customer's cart, for `amountApplied` or (when absent) as much as it
 * can pay. Applying a code again changes its amount. Refuses unknown, expired, empty and
 * foreign-currency codes, a cart of gift cards only, and more than five codes.
 */
export async function applyGiftCode(ctx: Ctx, shopper: Shopper, maskedId: string, typed: string, amountApplied: number | null | undefined): Promise<CartRow> {
  if (!typed?.trim()) throw invalid('gift_code', 'Enter the gift code.');
  if (amountApplied !== null && amountApplied !== undefined && !(Number.isFinite(amountApplied) && amountApplied > 0))
    throw invalid('amount_applied', 'The amount to apply must be more than zero.');
  const code = await codeByText(ctx, typed);
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    const refusal = problemOf(code, ctx.clock.now(), cart.totals.currency);
    if (refusal) throw new ServiceError('invalid', refusal.message, { field: 'gift_code', data: refusal.data });
    const current = await tx.select({ id: cartGiftCodes.giftCodeId }).from(cartGiftCodes).where(eq(cartGiftCodes.cartId, cart.id));
    if (!current.some((c) => c.id === code!.id) && current.length >= MAX_CODES_PER_CART)
      throw new ServiceError('rule', `A cart can use up to ${MAX_CODES_PER_CART} gift codes.`, {
        field: 'gift_code',
        data: { reason: 'too_many_codes', max: String(MAX_CODES_PER_CART) },
      });
    const requested = amountApplied ? new Decimal(amountApplied).toFixed() : null;
    await tx
      .insert(cartGiftCodes)
      .values({ cartId: cart.id, giftCodeId: code!.id, amountRequested: requested })
      .onConflictDoUpdate({ target: [cartGiftCodes.cartId, cartGiftCodes.giftCodeId], set: { amountRequested: requested } });
  });
  const applied = cart.totals.giftCodes?.find((g) => g.code === code!.code);
  if (!applied || new Decimal(applied.amount).isZero()) {
    // Nothing for it to pay (an empty cart, or gift cards only): take it off again and say why.
    await removeGiftCode(ctx, shopper, maskedId, code!.code, false);
    throw new ServiceError('rule', 'There is nothing in this cart a gift code can pay for (gift codes cannot pay for gift cards).', {
      field: 'gift_code',
      data: { reason: 'nothing_to_pay' },
    });
  }
  return cart;
}

/** Takes one gift code (or, with `removeAll`, every one) off the customer's cart. */
export async function removeGiftCode(ctx: Ctx, shopper: Shopper, maskedId: string, typed: string | null | undefined, removeAll: boolean): Promise<CartRow> {
  const normalized = typed ? normalizeGiftCode(typed) : null;
  if (!removeAll && !normalized) throw invalid('gift_code', 'Enter the gift code to remove.');
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    if (removeAll) {
      await tx.delete(cartGiftCodes).where(eq(cartGiftCodes.cartId, cart.id));
      return;
    }
    const [row] = await tx.select({ id: giftCodes.id }).from(giftCodes).where(eq(giftCodes.code, normalized!));
    const removed = row
      ? await tx
          .delete(cartGiftCodes)
          .where(and(eq(cartGiftCodes.cartId, cart.id), eq(cartGiftCodes.giftCodeId, row.id)))
          .returning()
      : [];
    if (!removed.length)
      throw new ServiceError('not-found', 'This gift code is not applied to the cart.', { field: 'gift_code', data: { reason: 'not_applied' } });
  });
  return cart;
}

export interface GiftCodeCheck {
  is_valid: boolean;
  message: string;
  /** Why the code cannot pay (not_valid, expired, spent), null when it can. */
  reason: string | null;
  code: string | null;
  balance: string | null;
  currency: string | null;
  expires_at: string | null;
  gift_code_type: string | null;
  sku: string | null;
  sku_id: number | null;
  sku_name: string | null;
  sku_visibility: string | null;
}

/** Whether a code can pay, with its balance and expiry (the check page, the REST checks). Callers rate-limit it. */
export async function checkGiftCode(ctx: Ctx, typed: string): Promise<GiftCodeCheck> {
  const code = await codeByText(ctx, typed);
  const refusal = problemOf(code, ctx.clock.now());
  const none = {
    code: null,
    balance: null,
    currency: null,
    expires_at: null,
    gift_code_type: null,
    sku: null,
    sku_id: null,
    sku_name: null,
    sku_visibility: null,
  };
  if (!code || refusal?.data.reason === 'not_valid') return { ...none, is_valid: false, message: refusal!.message, reason: 'not_valid' };
  return {
    ...none,
    is_valid: refusal === null,
    reason: refusal?.data.reason ?? null,
    message: refusal?.message ?? `This gift code has ${new Decimal(code.balance).toFixed(2)} ${code.currency} to spend.`,
    code: code.code,
    balance: new Decimal(code.balance).toFixed(),
    currency: code.currency,
    expires_at: code.expiresAt.toISOString(),
    gift_code_type: 'giftcard',
  };
}

export interface MyGiftCode {
  code: string;
  relation: 'bought' | 'received';
  balance: string;
  initialBalance: string;
  currency: string;
  expiresAt: Date;
  deliverAt: Date;
  sentAt: Date | null;
  recipientName: string | null;
  recipientEmail: string | null;
  senderName: string | null;
  orderNumber: string | null;
  isUsable: boolean;
  history: { action: string; amount: string; balance: string; orderNumber: string | null; createdAt: Date }[];
}

/**
 * The customer's gift cards: those they bought (the code masked unless it was sent to themself)
 * and those sent to their e-mail, newest first, each with its history.
 */
export async function listMyGiftCodes(ctx: Ctx, customer: CommerceCustomer): Promise<MyGiftCode[]> {
  const email = customer.email.toLowerCase();
  const rows = await ctx.db
    .select()
    .from(giftCodes)
    .where(or(eq(giftCodes.customerId, customer.id), and(eq(giftCodes.recipientEmail, email), isNotNull(giftCodes.sentAt))))
    .orderBy(desc(giftCodes.createdAt), desc(giftCodes.id))
    .limit(100);
  const history = rows.length
    ? await ctx.db
        .select()
        .from(giftCodeHistory)
        .where(
          inArray(
            giftCodeHistory.giftCodeId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(giftCodeHistory.id))
    : [];
  const now = ctx.clock.now();
  return rows.map((r) => {
    const received = r.recipientEmail === email && r.sentAt !== null;
    return {
      code: received ? r.code : maskGiftCode(r.code),
      relation: received ? 'received' : 'bought',
      balance: new Decimal(r.balance).toFixed(),
      initialBalance: new Decimal(r.initialBalance).toFixed(),
      currency: r.currency,
      expiresAt: r.expiresAt,
      deliverAt: r.deliverAt,
      sentAt: r.sentAt,
      recipientName: r.recipientName,
      recipientEmail: r.recipientEmail,
      senderName: r.senderName,
      orderNumber: received && r.customerId !== customer.id ? null : r.orderNumber,
      isUsable: isUsable(r, r.currency, now),
      history: history
        .filter((h) => h.giftCodeId === r.id)
        .map((h) => ({
          action: h.action,
          amount: new Decimal(h.amount).toFixed(),
          balance: new Decimal(h.balance).toFixed(),
          orderNumber: h.orderNumber,
          createdAt: h.createdAt,
        })),
    };
  });
}
