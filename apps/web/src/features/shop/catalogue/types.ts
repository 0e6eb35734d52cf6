/**
 * The catalogue as the shop screens read it: Magento 2.4's GraphQL shapes (spec 001 §3), the
 * generated results of catalogue.operations.ts with the fields the server always fills. A product
 * is one variant per __typename: the screens narrow it (isConfigurable, isBundle, isGiftCard)
 * before they read a type's own fields.
 */
import type { Always, Answered, Filled, FilledDeep } from '@/lib/api/answered';
import type { CategoryQuery, ListingQuery, ProductQuery, ProductStockStatus, ProShopQuery } from '@/lib/api/generated/commerce-operations';
import type { FilledAnswer, FilledMoney as Money } from '@/lib/api/money';

export type { Money };
export type StockStatus = ProductStockStatus;

// What the server always fills, though Magento's SDL leaves it nullable (FilledDeep's specs).
type CardSpec = { id: true; sku: true; name: true; url_key: true; stock_status: true; small_image: { url: true } };
type TiersSpec = { quantity: true; final_price: true };
type MediaSpec = { url: true };
type DetailSpec = CardSpec & {
  type_id: true;
  price_tiers: TiersSpec;
  media_gallery: MediaSpec;
  golf_product_tags: { value: true };
  categories: { id: true; name: true };
  related_products: CardSpec;
  upsell_products: CardSpec;
  options: { option_id: true; title: true; required: true; choices: { option_type_id: true; title: true } };
  configurable_options: { attribute_code: true; label: true; values: Always<{ value_index: true; label: true; swatch_data: { value: true } }> };
  variants: {
    attributes: Always<{ code: true; value_index: true; label: true }>;
    product: Always<{ sku: true; stock_status: true; price_tiers: TiersSpec; media_gallery: MediaSpec }>;
  };
  items: {
    option_id: true;
    uid: true;
    title: true;
    required: true;
    type: true;
    options: Always<{ id: true; label: true; quantity: true; is_default: true; can_change_quantity: true; product: { sku: true; stock_status: true } }>;
  };
  gift_templates: { giftcard_template_id: true; template_name: true };
};
type ListingSpec = {
  total_count: true;
  page_info: Always<{ current_page: true; page_size: true; total_pages: true }>;
  items: Always<CardSpec>;
  aggregations: Always<{ label: true; options: Always<{ label: true }> }>;
};

/** The product detail (PRODUCT): one variant per __typename, each with its own fields. */
export type ProductDetail = FilledDeep<FilledAnswer<NonNullable<NonNullable<NonNullable<ProductQuery['products']>['items']>[number]>>, DetailSpec>;
export type ConfigurableDetail = Extract<ProductDetail, { __typename: 'ConfigurableProduct' }>;
export type BundleDetail = Extract<ProductDetail, { __typename: 'BundleProduct' }>;
export type GiftCardDetail = Extract<ProductDetail, { __typename: 'GiftCardProduct' }>;

export const isConfigurable = (p: ProductDetail): p is ConfigurableDetail => p.__typename === 'ConfigurableProduct';
export const isBundle = (p: ProductDetail): p is BundleDetail => p.__typename === 'BundleProduct';
export const isGiftCard = (p: ProductDetail): p is GiftCardDetail => p.__typename === 'GiftCardProduct';

/** A page of products (LISTING), with the filters it can take. */
export type ProductPage = FilledDeep<FilledAnswer<NonNullable<ListingQuery['products']>>, ListingSpec>;
/** What a listing tile and the quick view's header show. */
export type ProductCard = ProductPage['items'][number];
export type ProductTypename = ProductCard['__typename'];
export type Aggregation = ProductPage['aggregations'][number];

export type PriceRange = ProductCard['price_range'];
export type TierPrice = NonNullable<ProductDetail['price_tiers']>[number];
export type MediaEntry = NonNullable<ProductDetail['media_gallery']>[number];
export type CustomOption = NonNullable<ProductDetail['options']>[number];
/** A custom option whose values are chosen (drop-down, radio, checkbox, multiple select). */
export type ChoiceCustomOption = Extract<CustomOption, { choices: unknown }>;
/** A custom option whose value is entered (field, area, date): its price and length limit. */
export type EnteredCustomOption = Extract<CustomOption, { entry: unknown }>;
export type CustomOptionValue = NonNullable<ChoiceCustomOption['choices']>[number];
export type ConfigurableOption = NonNullable<ConfigurableDetail['configurable_options']>[number];
export type Variant = NonNullable<ConfigurableDetail['variants']>[number];
export type BundleItem = NonNullable<BundleDetail['items']>[number];
export type BundleSelection = BundleItem['options'][number];

// The menu, category and pro shop types are the generated results of catalogue.operations.ts,
// with the fields the server always fills.
type AnsweredCategory = Answered<NonNullable<NonNullable<CategoryQuery['categoryList']>[number]>>;
type MenuCategoryFields = NonNullable<AnsweredCategory['children']>[number];

export type MenuCategory = Filled<MenuCategoryFields, 'id' | 'name' | 'url_path'> & { children?: MenuCategory[] | null };

export type CategoryDetail = Omit<Filled<AnsweredCategory, 'id' | 'name' | 'url_path'>, 'breadcrumbs' | 'featured_products' | 'children'> & {
  breadcrumbs: Filled<NonNullable<AnsweredCategory['breadcrumbs']>[number], 'category_id' | 'category_name' | 'category_url_path'>[] | null;
  featured_products: Filled<NonNullable<AnsweredCategory['featured_products']>[number], 'name' | 'url_key'>[] | null;
  children: MenuCategory[] | null;
};

export type ProShopBlock = Filled<Answered<NonNullable<NonNullable<ProShopQuery['getContentConstructorProShop']>[number]>>, 'id' | 'type'>;
