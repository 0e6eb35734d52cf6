import Decimal from 'decimal.js';
import { amount, type Catalogue, type ProductRow } from '../catalogue/index.ts';
import type { ItemOptions } from './cart.types.ts';
import { ItemRefused, type ItemRequest } from './item-input.ts';

const REQUIRED_OPTIONS = "The product's required option(s) weren't entered. Make sure the options are entered and try again.";
const invalidValue = (value: string) => new ItemRefused('INVALID_PARAMETER_VALUE', `The option value "${value}" is not valid.`);
const ENTERED = new Set(['field', 'area', 'date']);

/** Custom options (drop-downs, radios, checkboxes, text, dates, subscription plans) chosen for a product. */
export async function resolveCustomOptions(catalogue: Catalogue, product: ProductRow, request: ItemRequest): Promise<ItemOptions['custom']> {
  const defs = await catalogue.types.customOptions.load(product.id);
  const chosen = new Map<number, { valueIds: number[]; text: string | null }>();
  const entry = (optionId: number) => chosen.get(optionId) ?? chosen.set(optionId, { valueIds: [], text: null }).get(optionId)!;
  for (const s of request.selected) {
    const m = /^custom-option\/(\d+)\/(\d+)$/.exec(s);
    if (!m) continue;
    const def = defs.find((o) => o.id === Number(m[1]));
    if (!def) throw invalidValue(s);
    // An older client sends an entered option's text through the value-id form.
    if (ENTERED.has(def.type)) entry(def.id).text = m[2]!;
    else entry(def.id).valueIds.push(Number(m[2]));
  }
  for (const e of request.entered) {
    const m = /^custom-option\/(\d+)$/.exec(e.key);
    if (!m) continue;
    const def = defs.find((o) => o.id === Number(m[1]));
    if (!def) throw invalidValue(e.key);
    entry(def.id).text = e.value;
  }
  const result: ItemOptions['custom'] = [];
  for (const def of defs) {
    const c = chosen.get(def.id);
    const text = c?.text?.trim() ?? '';
    const has = ENTERED.has(def.type) ? text.length > 0 : (c?.valueIds.length ?? 0) > 0;
    if (!has) {
      if (def.isRequired) throw new ItemRefused('REQUIRED_PARAMETER_MISSING', REQUIRED_OPTIONS);
      continue;
    }
    const base = { optionId: def.id, title: def.title, type: def.type, isRequired: def.isRequired, sortOrder: def.sortOrder };
    if (ENTERED.has(def.type)) {
      const valueRow = def.values[0];
      if (valueRow?.maxCharacters && text.length > valueRow.maxCharacters)
        throw new ItemRefused('INVALID_PARAMETER_VALUE', 'The text is too long. Shorten the text and try again.');
      if (def.type === 'date' && !(/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))))
        throw new ItemRefused('INVALID_PARAMETER_VALUE', 'Please specify date required option(s).');
      if (text.length > 1000) throw new ItemRefused('INVALID_PARAMETER_VALUE', 'The text is too long. Shorten the text and try again.');
      result.push({ ...base, values: [{ valueId: null, label: def.title, value: text }], subscription: null });
      continue;
    }
    const ids = [...new Set(c!.valueIds)];
    if (ids.length > 1 && (def.type === 'drop_down' || def.type === 'radio'))
      throw new ItemRefused('INVALID_PARAMETER_VALUE', `"${def.title}" takes one value.`);
    const values = ids.map((id) => def.values.find((v) => v.id === id) ?? null);
    if (values.some((v) => !v)) throw invalidValue(ids.join(','));
    const first = values[0]!;
    result.push({
      ...base,
      values: values.map((v) => ({ valueId: v!.id, label: v!.title, value: v!.title })),
      subscription: first.subscriptionLength && first.subscriptionUnit ? { length: first.subscriptionLength, unit: first.subscriptionUnit } : null,
    });
  }
  return result;
}

/**
 * Bundle selections: "bundle/{option}/{selection}/{qty}" uids (an entered "bundle/{option}/{selection}"
 * changes the quantity where the merchant allows). Options left out take their default selections.
 */
export async function resolveBundle(catalogue: Catalogue, product: ProductRow, request: ItemRequest): Promise<ItemOptions['bundle']> {
  const bundle = await catalogue.types.bundle.load(product.id);
  if (!bundle) throw new ItemRefused('NOT_SALABLE', 'Product that you are trying to add is not available.');
  const picked = new Map<number, Map<number, Decimal>>();
  for (const s of request.selected) {
    const m = /^bundle\/(\d+)\/(\d+)\/([\d.]+)$/.exec(s);
    if (!m) continue;
    const option = bundle.options.find((o) => o.id === Number(m[1]));
    if (!option?.selections.some((x) => x.id === Number(m[2]))) throw invalidValue(s);
    (picked.get(option.id) ?? picked.set(option.id, new Map()).get(option.id)!).set(Number(m[2]), new Decimal(m[3]!));
  }
  for (const e of request.entered) {
    const m = /^bundle\/(\d+)\/(\d+)$/.exec(e.key);
    if (!m) continue;
    const qty = Number(e.value);
    if (!Number.isFinite(qty) || qty <= 0) throw new ItemRefused('INVALID_PARAMETER_VALUE', 'The product quantity should be greater than 0');
    picked.get(Number(m[1]))?.set(Number(m[2]), new Decimal(qty));
  }
  const result: ItemOptions['bundle'] = [];
  for (const option of bundle.options) {
    let chosen = picked.get(option.id);
    if (!chosen && !request.selected.some((s) => s.startsWith('bundle/')))
      chosen = new Map(option.selections.filter((s) => s.isDefault).map((s) => [s.id, amount(s.quantity)]));
    if (!chosen?.size) {
      if (option.isRequired) throw new ItemRefused('REQUIRED_PARAMETER_MISSING', 'Please specify product option(s).');
      continue;
    }
    if (chosen.size > 1 && (option.type === 'radio' || option.type === 'select'))
      throw new ItemRefused('INVALID_PARAMETER_VALUE', `"${option.title}" takes one selection.`);
    const selections = [...chosen].map(([selectionId, qty]) => {
      const s = option.selections.find((x) => x.id === selectionId)!;
      return { s, qty: s.canChangeQuantity ? qty : amount(s.quantity) };
    });
    const rows = await catalogue.products.product.loadMany(selections.map(({ s }) => s.productId));
    result.push({
      optionId: option.id,
      title: option.title,
      type: option.type,
      selections: selections.map(({ s, qty }, i) => {
        const row = rows[i];
        if (!row || row instanceof Error) throw new ItemRefused('NOT_SALABLE', 'Product that you are trying to add is not available.');
        return { selectionId: s.id, productId: s.productId, sku: row.sku, name: row.name, qty: qty.toFixed() };
      }),
    });
  }
  return result;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A gift card's value, design and people: "giftcard/giftcard_amount/{value}" or an entered custom amount. */
export async function resolveGiftCard(catalogue: Catalogue, product: ProductRow, request: ItemRequest): Promise<NonNullable<ItemOptions['giftCard']>> {
  const card = await catalogue.types.giftCard.load(product.id);
  if (!card?.amounts) throw new ItemRefused('NOT_SALABLE', 'Product that you are trying to add is not available.');
  const entered = new Map(request.entered.map((e) => [e.key, e.value.trim()]));
  const chosenAmount =
    request.selected.map((s) => /^giftcard\/giftcard_amount\/([\d.]+)$/.exec(s)?.[1]).find(Boolean) ?? entered.get('giftcard/custom_giftcard_amount');
  const { giftType } = card.settings;
  let value: Decimal;
  if (giftType === 'fixed') value = amount(card.amounts.giftValue ?? '0');
  else {
    if (!chosenAmount || !/^\d+(\.\d+)?$/.test(chosenAmount)) throw new ItemRefused('REQUIRED_PARAMETER_MISSING', 'Choose the gift card amount.');
    value = new Decimal(chosenAmount);
    const list = (card.amounts.giftDropdown ?? []).map((v) => amount(v));
    const ok =
      giftType === 'dropdown'
        ? list.some((v) => v.equals(value))
        : value.greaterThanOrEqualTo(card.amounts.giftFrom ?? '0') && value.lessThanOrEqualTo(card.amounts.giftTo ?? '0');
    if (!ok)
      throw new ItemRefused(
        'INVALID_PARAMETER_VALUE',
        giftType === 'range'
          ? `Gift card amount must be between ${Number(card.amounts.giftFrom)} and ${Number(card.amounts.giftTo)}.`
          : `The gift card amount "${chosenAmount}" is not offered.`,
      );
  }
  const templateText = request.selected.map((s) => /^giftcard\/giftcard_template\/(\d+)$/.exec(s)?.[1]).find(Boolean);
  const templateId = templateText ? Number(templateText) : null;
  if (templateId !== null && !card.templates.some((t) => t.id === templateId)) throw invalidValue(`giftcard_template/${templateId}`);
  const recipientEmail = entered.get('giftcard/giftcard_recipient_email') || null;
  const senderEmail = entered.get('giftcard/giftcard_sender_email') || null;
  if (card.settings.giftCardType !== 'physical' && !recipientEmail)
    throw new ItemRefused('REQUIRED_PARAMETER_MISSING', "Enter the recipient's e-mail address: the gift card is sent by e-mail.");
  for (const email of [recipientEmail, senderEmail])
    if (email && (!EMAIL.test(email) || email.length > 254)) throw new ItemRefused('INVALID_PARAMETER_VALUE', `"${email}" is not a valid e-mail address.`);
  const message = entered.get('giftcard/giftcard_message') || null;
  if (message && (message.length > 500 || !card.settings.allowMessage))
    throw new ItemRefused(
      'INVALID_PARAMETER_VALUE',
      card.settings.allowMessage ? 'The gift card message is too long (500 characters at most).' : 'This gift card does not carry a message.',
    );
  const name = (key: string) => (entered.get(key) || null)?.slice(0, 100) ?? null;
  // The day the code is e-mailed to the recipient (the store's calendar day); absent: at once.
  const deliveryDate = entered.get('giftcard/giftcard_delivery_date') || null;
  if (deliveryDate && !(/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) && !Number.isNaN(Date.parse(deliveryDate))))
    throw new ItemRefused('INVALID_PARAMETER_VALUE', 'Enter the delivery date as YYYY-MM-DD.');
  return {
    amount: value.toFixed(),
    templateId,
    senderName: name('giftcard/giftcard_sender_name'),
    senderEmail,
    recipientName: name('giftcard/giftcard_recipient_name'),
    recipientEmail,
    message,
    deliveryDate,
  };
}
