import Decimal from 'decimal.js';

/** An add-to-cart request in one shape, whichever Magento mutation it came from. */
export interface ItemRequest {
  sku: string;
  qty: Decimal;
  parentSku: string | null;
  /** Decoded selected option uids ("configurable/93/21", "custom-option/5/12", "bundle/1/2/1"). */
  selected: string[];
  /** Decoded entered option uids with their text ("custom-option/7", "giftcard/giftcard_sender_name"). */
  entered: { key: string; value: string }[];
}

export type UserErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED';

export class ItemRefused extends Error {
  constructor(
    readonly code: UserErrorCode,
    message: string,
    readonly quantity: number | null = null,
  ) {
    super(message);
  }
}

/** A uid's text, or the raw value when it is not base64 of printable text. */
export function decodeUid(uid: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return uid;
  const text = Buffer.from(uid, 'base64').toString('utf8');
  return /^[\x20-\x7e]+$/.test(text) ? text : uid;
}

interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}

/** Magento's older customizable_options ({ id or uid, value_string }): ids of values, comma separated for multi-selects. */
export interface LegacyOption {
  uid?: string | null;
  id?: number | null;
  value_string: string;
}

export function itemRequestOf(input: CartItemInput, legacy: LegacyOption[] = []): ItemRequest {
  const selected = (input.selected_options ?? []).map(decodeUid);
  const entered = (input.entered_options ?? []).map((e) => ({ key: decodeUid(e.uid), value: e.value }));
  for (const o of legacy) {
    const optionId = o.id ?? Number(decodeUid(o.uid ?? '').split('/')[1]);
    if (!Number.isInteger(optionId)) continue;
    // A value_string of value ids selects them; anything else is entered text.
    const ids = o.value_string.split(',').map((s) => s.trim());
    if (ids.every((s) => /^\d+$/.test(s))) selected.push(...ids.map((id) => `custom-option/${optionId}/${id}`));
    else entered.push({ key: `custom-option/${optionId}`, value: o.value_string });
  }
  const qty = Number.isFinite(input.quantity) ? new Decimal(input.quantity) : new Decimal(0);
  return { sku: input.sku.trim(), qty, parentSku: input.parent_sku?.trim() || null, selected, entered };
}
