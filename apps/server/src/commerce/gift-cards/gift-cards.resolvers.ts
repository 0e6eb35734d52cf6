import Decimal from 'decimal.js';
import { amount, money } from '../catalogue/index.ts';
import type { CartTotals } from '../cart/index.ts';
import type { CommerceContext, Resolvers } from '../graphql/index.ts';
import { requireCustomer } from '../graphql/index.ts';
import { applyGiftCode, listMyGiftCodes, removeGiftCode } from './gift-cards.service.ts';

const shopper = (context: CommerceContext) => ({ customer: requireCustomer(context), store: context.store });

function appliedCodes(totals: CartTotals) {
  return (totals.giftCodes ?? []).map((g) => ({
    code: g.code,
    amount: money(amount(g.amount), totals.currency),
    balance: money(amount(g.balance), totals.currency),
  }));
}

export const giftCardsResolvers: Resolvers = {
  Mutation: {
    msApplyGiftCodeToCart: async (_, args, context) => ({
      cart: await applyGiftCode(context.ctx, shopper(context), args.cart_id, args.gift_code, args.amount_applied),
    }),
    msRemoveGiftCodeFromCart: async (_, args, context) => ({
      cart: await removeGiftCode(context.ctx, shopper(context), args.cart_id, args.gift_code, args.is_remove_all ?? false),
    }),
  },
  Query: {
    customerGiftCards: async (_, __, context) =>
      (await listMyGiftCodes(context.ctx, requireCustomer(context))).map((g) => ({
        code: g.code,
        relation: g.relation,
        balance: money(amount(g.balance), g.currency),
        initial_balance: money(amount(g.initialBalance), g.currency),
        expires_at: g.expiresAt.toISOString(),
        deliver_at: g.deliverAt.toISOString(),
        sent_at: g.sentAt?.toISOString() ?? null,
        recipient_name: g.recipientName,
        recipient_email: g.recipientEmail,
        sender_name: g.senderName,
        order_number: g.orderNumber,
        is_usable: g.isUsable,
        history: g.history.map((h) => ({
          action: h.action,
          amount: Number(h.amount),
          balance: Number(h.balance),
          order_number: h.orderNumber,
          created_at: h.createdAt.toISOString(),
        })),
      })),
  },
  Cart: {
    applied_gift_codes: (cart) => appliedCodes(cart.totals),
  },
  CartPrices: {
    gift_voucher_info: (prices) => {
      const codes = appliedCodes(prices.totals);
      if (!codes.length) return null;
      const total = (prices.totals.giftCodes ?? []).reduce((sum, g) => sum.plus(g.amount), new Decimal(0));
      return { total: money(total, prices.totals.currency), codes };
    },
  },
};
