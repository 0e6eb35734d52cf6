/**
 * The catalogue as the shop screens read it: Magento 2.4's GraphQL shapes (spec 001 §3), only
 * the fields these screens ask for. The product shapes (cards, detail, listing page) are still
 * written here by hand: their per-type variants are read as one flat object by the product screens.
 */
import type { Answered, Filled } from '@/lib/api/answered';
import type { CategoryQuery, ProShopQuery } from '@/lib/api/generated/commerce-operations';
import type { FilledMoney as Money } from '@/lib/api/money';

export type { Money };

export interface ProductPrice {
  regular_price: Money;
  final_price: Money;
  discount: { amount_off: number | null; percent_off: number | null } | null;
}

export interface PriceRange {
  minimum_price: ProductPrice;
  maximum_price: ProductPrice | null;
}

export interface TierPrice {
  quantity: number;
  final_price: Money;
  discount: { amount_off: number | null; percent_off: number | null } | null;
}

export interface Image {
  url: string;
  label: string | null;
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export type ProductTypename = 'SimpleProduct' | 'VirtualProduct' | 'ConfigurableProduct' | 'BundleProduct' | 'GiftCardProduct';

/** What a listing tile and the quick view's header show. */
export interface ProductCard {
  __typename: ProductTypename;
  uid: string;
  id: number;
  sku: string;
  name: string;
  url_key: string;
  stock_status: StockStatus;
  small_image: Image | null;
  price_range: PriceRange;
}

export interface MediaEntry {
  __typename: 'ProductImage' | 'ProductVideo';
  url: string;
  label: string | null;
  position: number | null;
  video_content?: {
    media_type: string | null;
    video_provider: string | null;
    video_url: string | null;
    video_title: string | null;
    video_description: string | null;
  } | null;
}

export interface ConfigurableValue {
  value_index: number;
  uid: string | null;
  label: string;
  swatch_data: { __typename: 'ColorSwatchData' | 'TextSwatchData' | 'ImageSwatchData'; value: string } | null;
}

export interface ConfigurableOption {
  attribute_code: string;
  label: string;
  position: number | null;
  values: ConfigurableValue[];
}

export interface Variant {
  attributes: { code: string; value_index: number; label: string }[];
  product: {
    sku: string;
    uid: string;
    stock_status: StockStatus;
    only_x_left_in_stock: number | null;
    price_range: PriceRange;
    price_tiers: TierPrice[] | null;
    media_gallery: MediaEntry[] | null;
  };
}

export interface SubscriptionPlan {
  length: number;
  length_unit: string;
  installment_price: number | null;
  adjustment_price: number | null;
}

export interface CustomOptionValue {
  uid: string;
  option_type_id: number;
  title: string;
  price: number | null;
  price_type: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
  sort_order: number | null;
  subscription?: SubscriptionPlan | null;
}

export type CustomOptionKind =
  | 'CustomizableDropDownOption'
  | 'CustomizableRadioOption'
  | 'CustomizableCheckboxOption'
  | 'CustomizableMultipleOption'
  | 'CustomizableFieldOption'
  | 'CustomizableAreaOption'
  | 'CustomizableDateOption';

export interface CustomOption {
  __typename: CustomOptionKind;
  uid: string;
  option_id: number;
  title: string;
  required: boolean;
  sort_order: number | null;
  dropdown_type?: { type: string | null } | null;
  /** The values to choose from (drop-down, radio, checkbox, multiple select). */
  choices?: CustomOptionValue[] | null;
  /** An entered option's price and length limit (field, area, date). */
  entry?: { price: number | null; price_type: string | null; max_characters?: number | null } | null;
}

export interface BundleSelection {
  id: number;
  uid: string;
  label: string;
  quantity: number;
  position: number | null;
  is_default: boolean;
  price: number | null;
  price_type: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
  can_change_quantity: boolean;
  product: { sku: string; stock_status: StockStatus; price_range: PriceRange } | null;
}

export interface BundleItem {
  option_id: number;
  uid: string;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  position: number | null;
  options: BundleSelection[];
}

export interface GiftTemplate {
  giftcard_template_id: number;
  template_name: string;
  notes: string | null;
  style_color: string | null;
  text_color: string | null;
  images: string[] | null;
}

/** The product detail: every type's fields (those of other types are absent). */
export interface ProductDetail extends ProductCard {
  type_id: string;
  description: { html: string } | null;
  short_description: { html: string } | null;
  special_price: number | null;
  only_x_left_in_stock: number | null;
  price_tiers: TierPrice[] | null;
  media_gallery: MediaEntry[] | null;
  golf_product_tags: { value: string }[] | null;
  golf_product_holes_number: number | null;
  categories: { id: number; name: string; url_path: string | null }[] | null;
  related_products: ProductCard[] | null;
  upsell_products: ProductCard[] | null;
  options?: CustomOption[] | null;
  configurable_options?: ConfigurableOption[] | null;
  variants?: Variant[] | null;
  dynamic_price?: boolean | null;
  price_view?: 'PRICE_RANGE' | 'AS_LOW_AS' | null;
  ship_bundle_items?: 'TOGETHER' | 'SEPARATELY' | null;
  items?: BundleItem[] | null;
  gift_card_type?: string | null;
  gift_type?: string | null;
  gift_price_type?: string | null;
  gift_value?: number | null;
  gift_from?: number | null;
  gift_to?: number | null;
  gift_price?: number | null;
  gift_dropdown?: string | null;
  gift_templates?: GiftTemplate[] | null;
  allow_message?: boolean | null;
}

export interface AggregationOption {
  label: string;
  value: string;
  count: number | null;
  swatch_data?: { type: string | null; value: string | null } | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  position: number | null;
  options: AggregationOption[];
}

export interface ProductPage {
  items: ProductCard[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  aggregations: Aggregation[];
  suggestions: { search: string }[] | null;
}

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
