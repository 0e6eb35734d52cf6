import type { CartLine } from './cart-types';

/** One "label: value" row under a cart line's name. */
export interface LineDetail {
  label: string;
  value: string;
}

/** Gift card fields the line shows, with their translation keys. */
export const GIFT_CARD_KEYS = ['recipient_name', 'recipient_email', 'sender_name', 'message'] as const;
export type GiftCardKey = (typeof GIFT_CARD_KEYS)[number];

/**
 * What a customer chose for a line, in the order a receipt shows it: configurable choices, bundle
 * selections (with quantities above one), custom options (a subscription plan is one of them), and
 * a gift card's recipient details. Gift card labels are translated by the caller.
 */
export function lineDetails(line: CartLine, giftLabel: (key: GiftCardKey) => string): LineDetail[] {
  const details: LineDetail[] = [];
  if ('configurable_options' in line) for (const o of line.configurable_options) details.push({ label: o.option_label, value: o.value_label });
  for (const o of 'bundle_options' in line ? line.bundle_options : []) {
    details.push({ label: o.label, value: o.values.map((v) => (v.quantity > 1 ? `${v.quantity} × ${v.label}` : v.label)).join(', ') });
  }
  for (const o of line.customizable_options ?? []) {
    const value = o.values
      .map((v) => v.value || v.label)
      .filter(Boolean)
      .join(', ');
    if (value) details.push({ label: o.label, value });
  }
  for (const key of GIFT_CARD_KEYS) {
    const value = line.__typename === 'GiftCardCartItem' ? line[key] : null;
    if (value) details.push({ label: giftLabel(key), value });
  }
  return details;
}

/** Why a quantity cannot be sent: not a number, below one, or above what is in stock (when the server says). */
export type QuantityProblem = 'notNumber' | 'belowOne' | 'aboveStock' | null;

export function quantityProblem(text: string, inStock: number | null): QuantityProblem {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'notNumber';
  const quantity = Number(trimmed);
  if (quantity < 1) return 'belowOne';
  if (inStock !== null && quantity > inStock) return 'aboveStock';
  return null;
}
