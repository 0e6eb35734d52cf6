import type { Locale } from '@golf/contracts';
import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { textIn } from '../../platform/i18n.ts';
import { cardGatewayOf, monerisGatewayOf, type CardGateway, type ChargeResult, type RefundResult } from '../../platform/payments/index.ts';
import type { PaymentPurpose } from './payment-attempts.tables.ts';

/** What is being paid for, as a method decides whether it can take it. */
export interface Payable {
  purpose: PaymentPurpose;
  /** The store the customer buys in (the Canadian launch-monitor store pays through Moneris). */
  storeCode: string | null;
  /** Whether there is anything to pay. */
  amountIsZero: boolean;
  /** A shop cart's source: club orders may be paid at the center. */
  cartSource?: string | null;
}

/** The card a shopper chose, as the browser's tokenizer answered it (never a card number). */
export interface CardChoice {
  token: string;
  descriptor: string | null;
  ccType: string | null;
  ccLast4: string | null;
  ccExpMonth: number | null;
  ccExpYear: number | null;
  save: boolean;
}

export interface GatewayCharge {
  token: string | null;
  amount: string;
  currency: string;
  idempotencyKey: string;
  authenticationId: string | null;
}

/**
 * A way to pay, on the model of Vendure's PaymentMethodHandler: everything the business needs to
 * know of a method is here, so adding one is adding a handler (see ARCHITECTURE.md, "Adding a
 * payment method"). `charge` and `refund` answer the first result again for a repeated key.
 */
export interface PaymentMethodHandler {
  code: string;
  /** The title as stored on an order (English). */
  title: string;
  /** The title in the product's other languages (Magento words it per store view); `title` where one is missing. */
  titles?: Record<string, string>;
  isAvailable(payable: Payable): boolean;
  /**
   * Reads the method's own part of a checkout's payment input (Magento puts it under a key named
   * for the method: `authnetcim: {…}`). Methods that take money at checkout have it; offline ones not.
   */
  readInput?(input: unknown): CardChoice;
  charge(ctx: Ctx, input: GatewayCharge): Promise<ChargeResult>;
  refund(ctx: Ctx, input: { chargeId: string; amount: string; currency: string; idempotencyKey: string }): Promise<RefundResult>;
  /** What the method knows of the charge made with this key; null when it was never attempted. */
  chargeStatus(ctx: Ctx, idempotencyKey: string): Promise<ChargeResult | null>;
  /** Card methods: the gateway that tokenizes, keeps cards and runs 3-D Secure for this method. */
  cards?(ctx: Ctx): CardGateway;
}

interface CardInput {
  acceptjs_key?: string | null;
  acceptjs_value?: string | null;
  cc_type?: string | null;
  cc_last4?: string | null;
  cc_exp_month?: number | null;
  cc_exp_year?: number | null;
  card_id?: string | null;
}

/** A card token from Accept.js-shaped input; cards are not stored for later (save is always false here). */
function readCardInput(input: unknown): CardChoice {
  const card = (input ?? null) as CardInput | null;
  if (card?.card_id) throw new ServiceError('invalid', 'Saved cards are not kept in this shop. Enter the card details.');
  const token = card?.acceptjs_value?.trim();
  if (!token || token.length > 200) throw new ServiceError('invalid', 'Enter the card details: the card token (acceptjs_value) is missing.');
  const last4 = card?.cc_last4?.trim() || null;
  if (last4 && !/^\d{4}$/.test(last4)) throw new ServiceError('invalid', 'cc_last4 must be the last four digits of the card.');
  return {
    token,
    descriptor: card?.acceptjs_key?.trim() || null,
    ccType: card?.cc_type?.trim().slice(0, 10) || null,
    ccLast4: last4,
    ccExpMonth: card?.cc_exp_month ?? null,
    ccExpYear: card?.cc_exp_year ?? null,
    save: false,
  };
}

/** A method's title in each of the product's languages. */
type Titles = Record<Locale, string>;

function cardMethod(code: string, titles: Titles, gatewayOf: (ctx: Ctx) => CardGateway, isAvailable: (p: Payable) => boolean): PaymentMethodHandler {
  return {
    code,
    title: titles.en,
    titles,
    isAvailable,
    readInput: readCardInput,
    charge: (ctx, input) => gatewayOf(ctx).charge({ ...input, token: input.token ?? '' }),
    refund: (ctx, input) => gatewayOf(ctx).refund(input),
    chargeStatus: (ctx, key) => gatewayOf(ctx).chargeStatus(key),
    cards: gatewayOf,
  };
}

/** A method that takes no money through a gateway (nothing to pay, or paid at the center). */
function offlineMethod(code: string, titles: Titles, isAvailable: (p: Payable) => boolean): PaymentMethodHandler {
  const approved = (key: string): ChargeResult => ({
    chargeId: `${code}:${key}`,
    status: 'approved',
    declineCode: null,
    message: 'Approved',
    brand: null,
    last4: null,
    expMonth: null,
    expYear: null,
    holderName: null,
    authenticationId: null,
  });
  return {
    code,
    title: titles.en,
    titles,
    isAvailable,
    charge: async (_ctx, input) => approved(input.idempotencyKey),
    refund: async () => ({ refundId: null, status: 'succeeded', failureCode: null, message: 'Nothing was taken by card: nothing to give back to one.' }),
    chargeStatus: async () => null,
  };
}

const CANADIAN_STORE = 'STSVCA';

const registry = new Map<string, PaymentMethodHandler>();

/** Adds a way to pay; a second handler with the same code is a programming error. */
export function registerPaymentMethod(handler: PaymentMethodHandler): void {
  if (registry.has(handler.code)) throw new Error(`Payment method ${handler.code} is registered twice.`);
  registry.set(handler.code, handler);
}

/** Removes a method (tests that add one of their own take it away again). */
export function unregisterPaymentMethod(code: string): void {
  registry.delete(code);
}

// The Canadian launch-monitor store's memberships are paid through Moneris; everything else by the card gateway.
const paysByMoneris = (p: Payable) => p.storeCode === CANADIAN_STORE && p.purpose === 'membership';

const cardTitles = (gateway: string): Titles => ({
  en: `Credit Card (${gateway})`,
  fr: `Carte bancaire (${gateway})`,
  ja: `クレジットカード（${gateway}）`,
  zh: `信用卡（${gateway}）`,
});

registerPaymentMethod(cardMethod('authnetcim', cardTitles('Authorize.net CIM'), cardGatewayOf, (p) => !p.amountIsZero && !paysByMoneris(p)));
registerPaymentMethod(cardMethod('moneris', cardTitles('Moneris'), monerisGatewayOf, (p) => !p.amountIsZero && paysByMoneris(p)));
registerPaymentMethod(
  offlineMethod(
    'free',
    { en: 'No Payment Information Required', fr: 'Aucune information de paiement requise', ja: 'お支払い情報は不要です', zh: '无需付款信息' },
    (p) => p.amountIsZero,
  ),
);
registerPaymentMethod(
  offlineMethod(
    'checkmo',
    { en: 'Check / Money order', fr: 'Chèque / mandat', ja: '小切手／郵便為替', zh: '支票／汇票' },
    (p) => !p.amountIsZero && p.cartSource === 'club_order',
  ),
);

export function paymentMethodOf(code: string): PaymentMethodHandler {
  const handler = registry.get(code);
  if (!handler) throw new ServiceError('invalid', 'The requested Payment Method is not available.');
  return handler;
}

/** A method's title in the reader's language. */
export function methodTitleIn(handler: PaymentMethodHandler, locale: Locale): string {
  return textIn(handler.titles, locale, handler.title);
}

/** The methods that can pay for this, in the order they were registered, titled in the reader's language. */
export function availablePaymentMethods(payable: Payable, locale: Locale = 'en'): { code: string; title: string }[] {
  return [...registry.values()].filter((h) => h.isAvailable(payable)).map((h) => ({ code: h.code, title: methodTitleIn(h, locale) }));
}

/** The card method of a store (its code): Moneris for the Canadian launch-monitor store. */
export function cardMethodOf(storeCode: string | null): string {
  return paysByMoneris({ purpose: 'membership', storeCode, amountIsZero: false }) ? 'moneris' : 'authnetcim';
}

/** The card gateway of the store's card method (tokenizing, keeping cards, 3-D Secure). */
export function cardsOfStore(ctx: Ctx, storeCode: string | null): { gateway: CardGateway; method: string } {
  const method = cardMethodOf(storeCode);
  return { gateway: paymentMethodOf(method).cards!(ctx), method };
}
