import type { CommerceContext, GiftCardProductResolvers } from '../../graphql/index.ts';
import { catalogueOf } from '../loaders/catalogue-context.ts';
import type { ProductRow } from '../loaders/product-loaders.ts';
import { giftCardMediaUrl } from '../media/media-urls.ts';
import { magentoTime } from '../products/product-fields.ts';
import { amount, moneyNumber } from '../prices/money.ts';

type Ctx = CommerceContext;

async function cardOf(product: ProductRow, context: Ctx) {
  const catalogue = catalogueOf(context);
  return { card: await catalogue.types.giftCard.load(product.id), currency: catalogue.store.currency, baseUrl: catalogue.baseUrl };
}

const num = (value: string | null | undefined, currency: string) => (value === null || value === undefined ? null : moneyNumber(amount(value), currency));

export const giftCardFields: GiftCardProductResolvers = {
  gift_card_type: async (p: ProductRow, _: unknown, c: Ctx) => (await cardOf(p, c)).card?.settings.giftCardType ?? null,
  gift_type: async (p: ProductRow, _: unknown, c: Ctx) => (await cardOf(p, c)).card?.settings.giftType ?? null,
  gift_price_type: async (p: ProductRow, _: unknown, c: Ctx) => (await cardOf(p, c)).card?.settings.giftPriceType ?? null,
  allow_message: async (p: ProductRow, _: unknown, c: Ctx) => (await cardOf(p, c)).card?.settings.allowMessage ?? false,
  gift_value: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, currency } = await cardOf(p, c);
    return num(card?.amounts?.giftValue, currency);
  },
  gift_from: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, currency } = await cardOf(p, c);
    return num(card?.amounts?.giftFrom, currency);
  },
  gift_to: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, currency } = await cardOf(p, c);
    return num(card?.amounts?.giftTo, currency);
  },
  /** A fixed price in the store currency, or the percentage of the value paid. */
  gift_price: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, currency } = await cardOf(p, c);
    const price = card?.amounts?.giftPrice;
    if (price === null || price === undefined) return null;
    return card?.settings.giftPriceType === 'percent' ? Number(amount(price).toFixed()) : num(price, currency);
  },
  gift_dropdown: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, currency } = await cardOf(p, c);
    const list = card?.amounts?.giftDropdown;
    return list?.length ? list.map((v) => String(num(v, currency))).join(',') : null;
  },
  gift_template_ids: async (p: ProductRow, _: unknown, c: Ctx) => (await cardOf(p, c)).card?.templates.map((t) => t.id).join(',') ?? null,
  gift_templates: async (p: ProductRow, _: unknown, c: Ctx) => {
    const { card, baseUrl } = await cardOf(p, c);
    return (card?.templates ?? []).map((t) => ({
      giftcard_template_id: t.id,
      template_name: t.templateName,
      notes: t.notes,
      style_color: t.styleColor,
      text_color: t.textColor,
      design_pattern: t.designPattern,
      images: t.images.map((file) => giftCardMediaUrl(baseUrl, file)),
      created_at: magentoTime(t.createdAt),
      updated_at: magentoTime(t.updatedAt),
      status: t.isActive ? 1 : 0,
    }));
  },
};
