import type { CartItemInput } from '../cart/cart-api';
import {
  isBundle,
  isConfigurable,
  isGiftCard,
  type BundleItem,
  type ConfigurableDetail,
  type ConfigurableOption,
  type CustomOption,
  type EnteredCustomOption,
  type GiftCardDetail,
  type MediaEntry,
  type PriceRange,
  type ProductDetail,
  type StockStatus,
  type TierPrice,
  type Variant,
} from '../catalogue/types';

/**
 * The product option selection of spec 001 §3 (client state): quantity, the configurable
 * attributes, custom options (a subscription plan among them), bundle selections and gift card
 * details; and what they lead to: the variant, its price, stock and images, and the cart line.
 * Prices are never computed here: the server's price of the product or variant is shown.
 */
export interface GiftCardChoice {
  /** A listed amount ("50"), or "custom" for an open amount. */
  amount: string;
  customAmount: string;
  templateId: number | null;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export interface Selection {
  qty: number;
  /** attribute_code → value_index. */
  configurable: Record<string, number>;
  /** option uid → chosen value uids (drop-down, radio, checkbox, multiple). */
  chosen: Record<string, string[]>;
  /** option uid → entered text (field, area, date). */
  entered: Record<string, string>;
  /** bundle option id → selection id → quantity. */
  bundle: Record<number, Record<number, number>>;
  giftCard: GiftCardChoice;
  /** One-time purchase or a subscription plan, for products whose plans are optional. */
  purchase: 'once' | 'subscribe';
}

const ENTERED_KINDS = new Set(['CustomizableFieldOption', 'CustomizableAreaOption', 'CustomizableDateOption']);
export const isEnteredOption = (option: CustomOption): option is EnteredCustomOption => ENTERED_KINDS.has(option.__typename);
export const isMultiOption = (option: CustomOption) => option.__typename === 'CustomizableCheckboxOption' || option.__typename === 'CustomizableMultipleOption';

/** The drop-down whose values are subscription plans (dropdown_type "subscription"), if any. */
export const subscriptionOption = (product: ProductDetail): CustomOption | undefined =>
  product.options?.find((o) => o.__typename === 'CustomizableDropDownOption' && o.dropdown_type?.type === 'subscription');

/** The listed gift card amounts ("25,50,100"), in order. */
export const giftAmounts = (product: GiftCardDetail): string[] =>
  (product.gift_dropdown ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+(\.\d+)?$/.test(s));

export function initialSelection(product: ProductDetail): Selection {
  const bundle: Selection['bundle'] = {};
  for (const item of (isBundle(product) ? product.items : null) ?? []) {
    const defaults = item.options.filter((o) => o.is_default);
    bundle[item.option_id] = Object.fromEntries(defaults.map((o) => [o.id, o.quantity]));
  }
  const gift = isGiftCard(product) ? product : null;
  const amounts = gift ? giftAmounts(gift) : [];
  return {
    qty: 1,
    configurable: {},
    chosen: {},
    entered: {},
    bundle,
    giftCard: {
      amount: gift?.gift_type === 'dropdown' ? (amounts[0] ?? '') : gift?.gift_type === 'range' ? 'custom' : '',
      customAmount: '',
      templateId: gift?.gift_templates?.[0]?.giftcard_template_id ?? null,
      senderName: '',
      senderEmail: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
    },
    purchase: subscriptionOption(product)?.required ? 'subscribe' : 'once',
  };
}

const matches = (variant: Variant, chosen: Record<string, number>, except?: string) =>
  Object.entries(chosen).every(([code, value]) => code === except || variant.attributes.some((a) => a.code === code && a.value_index === value));

/** The variant the chosen attributes name, once every configurable option has a value. */
export function chosenVariant(product: ProductDetail, chosen: Record<string, number>): Variant | null {
  if (!isConfigurable(product)) return null;
  const options = product.configurable_options ?? [];
  if (!options.length || options.some((o) => chosen[o.attribute_code] === undefined)) return null;
  return product.variants?.find((v) => matches(v, chosen)) ?? null;
}

/**
 * The values of one attribute that lead to an in-stock variant with the other attributes as
 * chosen; the rest are shown disabled.
 */
export function availableValues(product: ConfigurableDetail, chosen: Record<string, number>, option: ConfigurableOption): Set<number> {
  const result = new Set<number>();
  for (const variant of product.variants ?? []) {
    if (variant.product.stock_status !== 'IN_STOCK' || !matches(variant, chosen, option.attribute_code)) continue;
    const value = variant.attributes.find((a) => a.code === option.attribute_code)?.value_index;
    if (value !== undefined) result.add(value);
  }
  return result;
}

/** A choice of one attribute value; choices of other attributes that no longer lead anywhere are dropped. */
export function chooseValue(product: ConfigurableDetail, chosen: Record<string, number>, code: string, value: number): Record<string, number> {
  const next = { ...chosen, [code]: value };
  for (const option of product.configurable_options ?? []) {
    const v = next[option.attribute_code];
    if (option.attribute_code === code || v === undefined) continue;
    if (!availableValues(product, next, option).has(v)) delete next[option.attribute_code];
  }
  return next;
}

export interface Shown {
  priceRange: PriceRange;
  tiers: TierPrice[];
  stock: StockStatus;
  onlyLeft: number | null;
  media: MediaEntry[] | null;
}

/** The price range, tier prices, stock and images to show: the chosen variant's own, else the product's. */
export function shownFor(product: ProductDetail, selection: Selection): Shown {
  const variant = chosenVariant(product, selection.configurable);
  if (variant) {
    return {
      priceRange: variant.product.price_range,
      tiers: variant.product.price_tiers ?? [],
      stock: variant.product.stock_status,
      onlyLeft: variant.product.only_x_left_in_stock,
      media: variant.product.media_gallery?.length ? variant.product.media_gallery : product.media_gallery,
    };
  }
  return {
    priceRange: product.price_range,
    tiers: product.price_tiers ?? [],
    stock: product.stock_status,
    onlyLeft: product.only_x_left_in_stock,
    media: product.media_gallery,
  };
}

/** Whether a price range is one price (so "from" is not shown). */
export const isSinglePrice = (range: PriceRange) => !range.maximum_price || range.maximum_price.final_price.value === range.minimum_price.final_price.value;

/** What is still to choose before the line can be added: kinds of missing input, with the option's title. */
export type Missing = {
  kind: 'attribute' | 'option' | 'bundle' | 'giftAmount' | 'giftRecipientEmail' | 'giftRecipientEmailInvalid' | 'quantity';
  title: string;
};

/** An address a mail can reach: something, @, a domain with a dot (name@example has no top-level domain). */
export const isDeliverableEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text.trim());

export function missingChoices(product: ProductDetail, selection: Selection): Missing[] {
  const missing: Missing[] = [];
  if (!(selection.qty > 0)) missing.push({ kind: 'quantity', title: '' });
  for (const option of (isConfigurable(product) ? product.configurable_options : null) ?? [])
    if (selection.configurable[option.attribute_code] === undefined) missing.push({ kind: 'attribute', title: option.label });
  const plans = subscriptionOption(product);
  for (const option of product.options ?? []) {
    if (!option.required && !(option === plans && selection.purchase === 'subscribe')) continue;
    const has = isEnteredOption(option) ? (selection.entered[option.uid] ?? '').trim() !== '' : (selection.chosen[option.uid] ?? []).length > 0;
    if (!has) missing.push({ kind: 'option', title: option.title });
  }
  for (const item of (isBundle(product) ? product.items : null) ?? [])
    if (item.required && Object.keys(selection.bundle[item.option_id] ?? {}).length === 0) missing.push({ kind: 'bundle', title: item.title });
  if (product.__typename === 'GiftCardProduct') {
    const g = selection.giftCard;
    if (product.gift_type !== 'fixed' && !(g.amount === 'custom' ? /^\d+(\.\d{1,2})?$/.test(g.customAmount.trim()) : g.amount !== ''))
      missing.push({ kind: 'giftAmount', title: '' });
    if (product.gift_card_type !== 'physical' && !isDeliverableEmail(g.recipientEmail))
      missing.push(g.recipientEmail.trim() ? { kind: 'giftRecipientEmailInvalid', title: g.recipientEmail.trim() } : { kind: 'giftRecipientEmail', title: '' });
  }
  return missing;
}

/** A gift card's open amount within its limits (the server checks it again). */
export function customAmountInRange(product: GiftCardDetail, text: string): boolean {
  const value = Number(text);
  return Number.isFinite(value) && value >= (product.gift_from ?? 0) && value <= (product.gift_to ?? Number.POSITIVE_INFINITY);
}

const uid = (path: string) => btoa(path);

function bundleLines(items: BundleItem[], bundle: Selection['bundle']) {
  const selected: string[] = [];
  const entered: { uid: string; value: string }[] = [];
  for (const item of items) {
    for (const [id, qty] of Object.entries(bundle[item.option_id] ?? {})) {
      const s = item.options.find((o) => o.id === Number(id));
      if (!s) continue;
      selected.push(s.uid);
      // A changed quantity goes as an entered option where the merchant lets it change.
      if (s.can_change_quantity && qty !== s.quantity) entered.push({ uid: uid(`bundle/${item.option_id}/${s.id}`), value: String(qty) });
    }
  }
  return { selected, entered };
}

/** The cart line (Magento's CartItemInput) the selection adds. */
export function cartItemOf(product: ProductDetail, selection: Selection): CartItemInput {
  const selected: string[] = [];
  const entered: { uid: string; value: string }[] = [];
  const plans = subscriptionOption(product);
  for (const option of product.options ?? []) {
    if (option === plans && selection.purchase === 'once') continue;
    if (isEnteredOption(option)) {
      const text = (selection.entered[option.uid] ?? '').trim();
      if (text) entered.push({ uid: option.uid, value: text });
    } else selected.push(...(selection.chosen[option.uid] ?? []));
  }
  let sku = product.sku;
  let parent_sku: string | undefined;
  const variant = chosenVariant(product, selection.configurable);
  if (variant) {
    sku = variant.product.sku;
    parent_sku = product.sku;
  }
  if (isBundle(product) && product.items?.length) {
    const lines = bundleLines(product.items, selection.bundle);
    selected.push(...lines.selected);
    entered.push(...lines.entered);
  }
  if (product.__typename === 'GiftCardProduct') {
    const g = selection.giftCard;
    if (product.gift_type !== 'fixed') {
      if (g.amount === 'custom') entered.push({ uid: uid('giftcard/custom_giftcard_amount'), value: g.customAmount.trim() });
      else if (g.amount) selected.push(uid(`giftcard/giftcard_amount/${g.amount}`));
    }
    if (g.templateId !== null) selected.push(uid(`giftcard/giftcard_template/${g.templateId}`));
    const people: [keyof GiftCardChoice, string][] = [
      ['senderName', 'giftcard_sender_name'],
      ['senderEmail', 'giftcard_sender_email'],
      ['recipientName', 'giftcard_recipient_name'],
      ['recipientEmail', 'giftcard_recipient_email'],
      ['message', 'giftcard_message'],
    ];
    for (const [key, name] of people) {
      const value = String(g[key]).trim();
      if (value) entered.push({ uid: uid(`giftcard/${name}`), value });
    }
  }
  return {
    sku,
    quantity: selection.qty,
    ...(parent_sku ? { parent_sku } : {}),
    ...(selected.length ? { selected_options: selected } : {}),
    ...(entered.length ? { entered_options: entered } : {}),
  };
}
