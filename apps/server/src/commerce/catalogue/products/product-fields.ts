import type { CommerceContext, VirtualProductResolvers } from '../../graphql/index.ts';
import { catalogueOf, type Catalogue } from '../loaders/catalogue-context.ts';
import type { MediaRow, ProductRow } from '../loaders/product-loaders.ts';
import type { CategoryRow } from '../loaders/category-loaders.ts';
import { activeSpecialPrice, tierUnitPrice } from '../prices/final-price.ts';
import { amount, discountOf, money, moneyNumber } from '../prices/money.ts';
import { priceRangeAnswer, type PriceRangeAnswer } from '../prices/price-range-answer.ts';
import { shownPriceOf } from '../prices/shown-price.ts';
import { productMediaUrl } from '../media/media-urls.ts';
import { uidOf } from '../uid.ts';
import { customAttributesOf } from './custom-attributes.ts';
import { isSalable, priceRangeOf } from './product-state.ts';
import { VISIBILITY } from './products.tables.ts';
import type { Picture } from '../documents/document-shape.ts';

type Ctx = CommerceContext;
/** Products below this many units say how many are left (Magento's "Only X left" threshold). */
export const ONLY_X_LEFT_THRESHOLD = 5;

/** Magento's timestamp format. */
export const magentoTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** PriceRange for the GraphQL answer, from the product's document when it has one; a product priced nowhere in the store shows zero. */
export async function priceRangeField(product: ProductRow, catalogue: Catalogue): Promise<PriceRangeAnswer> {
  const doc = catalogue.documentOf(product);
  const [shown, range] = await Promise.all([shownPriceOf(catalogue, product.typeId), doc ? null : priceRangeOf(product, catalogue)]);
  if (doc) return priceRangeAnswer(doc.priceRange, catalogue.store.currency, shown);
  const net = range && {
    minRegular: range.minRegular.toString(),
    minFinal: range.minFinal.toString(),
    maxRegular: range.maxRegular.toString(),
    maxFinal: range.maxFinal.toString(),
  };
  return priceRangeAnswer(net, catalogue.store.currency, shown);
}

const imageOf = (media: MediaRow[], role: string) =>
  media.find((m) => m.mediaType === 'image' && !m.disabled && m.roles.includes(role)) ?? media.find((m) => m.mediaType === 'image' && !m.disabled);

function imageField(role: 'image' | 'small_image' | 'thumbnail') {
  const answer = (product: ProductRow, image: Picture | undefined, baseUrl: string) => {
    const file = image?.file ?? '/placeholder/cccccc-1.svg';
    return { url: productMediaUrl(baseUrl, file), label: image?.label || product.name, position: image?.position ?? 0, disabled: false };
  };
  // Answered at once from the product's document (no promise per card), else from its media.
  return (product: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const doc = catalogue.documentOf(product);
    if (doc) return answer(product, doc.pictures[role], catalogue.baseUrl);
    return catalogue.products.media.load(product.id).then((media) => answer(product, imageOf(media, role), catalogue.baseUrl));
  };
}

function galleryItem(m: MediaRow, baseUrl: string) {
  const base = { url: productMediaUrl(baseUrl, m.file), label: m.label, position: m.position, disabled: m.disabled };
  if (m.mediaType === 'image') return { __typename: 'ProductImage' as const, ...base };
  return { __typename: 'ProductVideo' as const, ...base, video_content: videoContent(m, baseUrl) };
}

/** Videos served here are stored as paths; other providers' as full URLs. */
const videoContent = (m: MediaRow, baseUrl: string) => ({
  media_type: 'external-video',
  video_provider: m.videoProvider,
  video_url: m.videoUrl?.startsWith('/') ? `${baseUrl}${m.videoUrl}` : m.videoUrl,
  video_title: m.videoTitle,
  video_description: m.videoDescription,
  video_metadata: m.videoMetadata,
});

/** Linked products a shopper may see in this store, in the merchant's order. */
async function linkedProducts(product: ProductRow, type: 'related' | 'upsell' | 'crosssell', context: Ctx) {
  const catalogue = catalogueOf(context);
  await catalogue.detailOf(product.id);
  const ids = (await catalogue.products.links.load(product.id)).filter((l) => l.linkType === type).map((l) => l.linkedProductId);
  const [rows, prices] = await Promise.all([catalogue.products.product.loadMany(ids), catalogue.products.price.loadMany(ids)]);
  return rows.filter(
    (r, i): r is ProductRow =>
      !!r && !(r instanceof Error) && r.isEnabled && r.visibility !== VISIBILITY.notVisible && !!prices[i] && !(prices[i] instanceof Error),
  );
}

/** The product's price row in the store (a product page's comes with its details). */
async function priceRowOf(p: ProductRow, context: Ctx) {
  const catalogue = catalogueOf(context);
  await catalogue.detailOf(p.id);
  return catalogue.products.price.load(p.id);
}

/** The product's media in gallery order (a product page's come with its details). */
async function mediaOf(p: ProductRow, context: Ctx) {
  const catalogue = catalogueOf(context);
  await catalogue.detailOf(p.id);
  return catalogue.products.media.load(p.id);
}

/** PhysicalProductInterface.weight, in the store's weight unit. */
export const weightField = (p: ProductRow) => (p.weight === null ? null : Number(p.weight));

/** Resolvers of the fields every product type shares (ProductInterface). */
export const productFields: VirtualProductResolvers = {
  // No product reviews in this shop: Magento answers 0 for a product nobody has rated.
  rating_summary: () => 0,
  custom_attributes: customAttributesOf,
  uid: (p: ProductRow) => uidOf(p.id),
  type_id: (p: ProductRow) => p.typeId,
  description: (p: ProductRow) => ({ html: p.description }),
  short_description: (p: ProductRow) => ({ html: p.shortDescription }),
  special_price: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const row = await priceRowOf(p, context);
    const special = row ? activeSpecialPrice(row, catalogue.today) : null;
    return special ? moneyNumber(special, catalogue.store.currency) : null;
  },
  special_from_date: async (p: ProductRow, _: unknown, context: Ctx) => (await priceRowOf(p, context))?.specialFromDate ?? null,
  special_to_date: async (p: ProductRow, _: unknown, context: Ctx) => (await priceRowOf(p, context))?.specialToDate ?? null,
  meta_title: (p: ProductRow) => p.metaTitle ?? p.name,
  meta_keyword: (p: ProductRow) => p.metaKeyword,
  meta_description: (p: ProductRow) => p.metaDescription ?? p.shortDescription,
  image: imageField('image'),
  small_image: imageField('small_image'),
  thumbnail: imageField('thumbnail'),
  swatch_image: async (p: ProductRow, _: unknown, context: Ctx) => {
    const media = await mediaOf(p, context);
    return media.find((m) => m.roles.includes('swatch_image'))?.file ?? null;
  },
  new_from_date: (p: ProductRow) => p.newFromDate,
  new_to_date: (p: ProductRow) => p.newToDate,
  options_container: (p: ProductRow) => p.optionsContainer,
  created_at: (p: ProductRow) => magentoTime(p.createdAt),
  updated_at: (p: ProductRow) => magentoTime(p.updatedAt),
  country_of_manufacture: (p: ProductRow) => p.countryOfManufacture,
  price_range: (p: ProductRow, _: unknown, context: Ctx) => priceRangeField(p, catalogueOf(context)),
  price: async (p: ProductRow, _: unknown, context: Ctx) => {
    const range = await priceRangeField(p, catalogueOf(context));
    return {
      minimalPrice: { amount: range.minimum_price.final_price },
      maximalPrice: { amount: range.maximum_price.final_price },
      regularPrice: { amount: range.minimum_price.regular_price },
    };
  },
  price_tiers: async (p: ProductRow, _: unknown, context: Ctx) => {
    if (p.typeId !== 'simple' && p.typeId !== 'virtual' && p.typeId !== 'downloadable') return [];
    const catalogue = catalogueOf(context);
    await catalogue.detailOf(p.id);
    const [row, tiers] = await Promise.all([catalogue.products.price.load(p.id), catalogue.products.tiers.load(p.id)]);
    if (!row) return [];
    const net = amount(row.price);
    const currency = catalogue.store.currency;
    const shown = await shownPriceOf(catalogue, p.typeId);
    const regular = shown(net);
    return tiers.map((t) => {
      const unit = shown(tierUnitPrice(t, net));
      return { quantity: Number(t.quantity), final_price: money(unit, currency), discount: discountOf(regular, unit, currency) };
    });
  },
  categories: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    await catalogue.detailOf(p.id);
    const ids = await catalogue.categories.ofProduct.load(p.id);
    const rows = await catalogue.categories.category.loadMany(ids);
    return rows.filter((c): c is CategoryRow => !!c && !(c instanceof Error) && c.level >= 2 && c.path.startsWith(catalogue.treePrefix));
  },
  canonical_url: (p: ProductRow) => p.urlKey,
  media_gallery: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    return (await mediaOf(p, context)).filter((m) => !m.disabled).map((m) => galleryItem(m, catalogue.baseUrl));
  },
  media_gallery_entries: async (p: ProductRow, _: unknown, context: Ctx) =>
    (await mediaOf(p, context)).map((m) => ({
      id: m.id,
      uid: uidOf(m.id),
      media_type: m.mediaType === 'image' ? 'image' : 'external-video',
      label: m.label,
      position: m.position,
      disabled: m.disabled,
      types: m.roles,
      file: m.file,
      video_content: m.mediaType === 'image' ? null : videoContent(m, context.baseUrl),
    })),
  url_key: (p: ProductRow) => p.urlKey,
  url_suffix: () => '',
  url_path: (p: ProductRow) => p.urlKey,
  stock_status: (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    const doc = catalogue.documentOf(p);
    const status = (salable: boolean) => (salable ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const));
    return doc ? status(doc.salable) : isSalable(p, catalogue).then(status);
  },
  only_x_left_in_stock: async (p: ProductRow, _: unknown, context: Ctx) => {
    const stock = await catalogueOf(context).products.stock.load(p.id);
    if (!stock?.manageStock || !stock.isInStock) return null;
    const qty = Number(stock.qty);
    return qty > 0 && qty <= ONLY_X_LEFT_THRESHOLD ? qty : null;
  },
  quantity: async (p: ProductRow, _: unknown, context: Ctx) => {
    const stock = await catalogueOf(context).products.stock.load(p.id);
    return stock?.manageStock ? Number(stock.qty) : null;
  },
  min_sale_qty: async (p: ProductRow, _: unknown, context: Ctx) => Number((await catalogueOf(context).products.stock.load(p.id))?.minSaleQty ?? 1),
  max_sale_qty: async (p: ProductRow, _: unknown, context: Ctx) => Number((await catalogueOf(context).products.stock.load(p.id))?.maxSaleQty ?? 10000),
  related_products: (p: ProductRow, _: unknown, context: Ctx) => linkedProducts(p, 'related', context),
  upsell_products: (p: ProductRow, _: unknown, context: Ctx) => linkedProducts(p, 'upsell', context),
  crosssell_products: (p: ProductRow, _: unknown, context: Ctx) => linkedProducts(p, 'crosssell', context),
  product_links: async (p: ProductRow, _: unknown, context: Ctx) => {
    const catalogue = catalogueOf(context);
    await catalogue.detailOf(p.id);
    const links = await catalogue.products.links.load(p.id);
    const linked = await catalogue.products.product.loadMany(links.map((l) => l.linkedProductId));
    return links.flatMap((l, i) => {
      const target = linked[i];
      if (!target || target instanceof Error) return [];
      return [
        {
          __typename: 'ProductLinks' as const,
          sku: p.sku,
          link_type: l.linkType,
          linked_product_sku: target.sku,
          linked_product_type: target.typeId,
          position: l.position,
        },
      ];
    });
  },
  golf_product_tags: (p: ProductRow) => p.tags.map((value) => ({ value })),
  golf_product_holes_number: (p: ProductRow) => p.holesNumber,
  use_center_section: (p: ProductRow) => p.useCenterSection,
  type: () => 'PRODUCT',
  relative_url: (p: ProductRow) => p.urlKey,
  redirect_code: () => 0,
};
