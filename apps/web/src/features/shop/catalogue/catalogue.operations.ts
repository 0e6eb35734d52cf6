// The GraphQL operations the catalogue screens send (Magento 2.4 storefront fields); `npm run codegen`
// reads the exported operations and generates their result and variable types
// (lib/api/generated/commerce-operations.ts).

const PRICE = 'regular_price { value currency } final_price { value currency } discount { amount_off percent_off }';
const PRICE_RANGE = `price_range { minimum_price { ${PRICE} } maximum_price { ${PRICE} } }`;
const TIERS = 'price_tiers { quantity final_price { value currency } discount { amount_off percent_off } }';
const MEDIA =
  'media_gallery { __typename url label position ... on ProductVideo { video_content { media_type video_provider video_url video_title video_description } } }';

const PRODUCT_CARD = `__typename uid id sku name url_key stock_status small_image { url label } ${PRICE_RANGE}`;

const MENU_CATEGORY = 'id uid name url_path image position golf_category_code category_custom_url';

const CUSTOM_OPTIONS = `options {
  __typename uid option_id title required sort_order
  ... on CustomizableDropDownOption { dropdown_type { type } choices: value { uid option_type_id title price price_type sort_order subscription { length length_unit installment_price adjustment_price } } }
  ... on CustomizableRadioOption { choices: value { uid option_type_id title price price_type sort_order } }
  ... on CustomizableCheckboxOption { choices: value { uid option_type_id title price price_type sort_order } }
  ... on CustomizableMultipleOption { choices: value { uid option_type_id title price price_type sort_order } }
  ... on CustomizableFieldOption { entry: value { price price_type max_characters } }
  ... on CustomizableAreaOption { entry: value { price price_type max_characters } }
  ... on CustomizableDateOption { entry: value { price price_type } }
}`;

const PRODUCT_DETAIL = `${PRODUCT_CARD}
  type_id only_x_left_in_stock special_price
  description { html } short_description { html }
  ${TIERS} ${MEDIA}
  golf_product_tags { value } golf_product_holes_number
  categories { id name url_path }
  related_products { ${PRODUCT_CARD} }
  upsell_products { ${PRODUCT_CARD} }
  ... on CustomizableProductInterface { ${CUSTOM_OPTIONS} }
  ... on ConfigurableProduct {
    configurable_options { attribute_code label position values { value_index uid label swatch_data { __typename value } } }
    variants { attributes { code value_index label } product { sku uid stock_status only_x_left_in_stock ${PRICE_RANGE} ${TIERS} ${MEDIA} } }
  }
  ... on BundleProduct {
    dynamic_price price_view ship_bundle_items
    items { option_id uid title required type position options { id uid label quantity position is_default price price_type can_change_quantity product { sku stock_status ${PRICE_RANGE} } } }
  }
  ... on DownloadableProduct { downloadable_product_links { uid title sort_order } }
  ... on GiftCardProduct {
    gift_card_type gift_type gift_price_type gift_value gift_from gift_to gift_price gift_dropdown allow_message
    gift_templates { giftcard_template_id template_name notes style_color text_color images }
  }`;

export const STORE_CONFIG = 'query StoreConfig { storeConfig { root_category_id grid_per_page } }';

export const MEGA_MENU = `query MegaMenu($id: String!, $code: String!) {
  categoryList(filters: { ids: { eq: $id } }) { id children { ${MENU_CATEGORY} children { ${MENU_CATEGORY} } } }
  categories(filters: { golf_category_code: { eq: $code } }, pageSize: 50) { items { ${MENU_CATEGORY} } }
}`;

export const CATEGORY = `query Category($filters: CategoryFilterInput) {
  categoryList(filters: $filters) {
    ${MENU_CATEGORY} description
    breadcrumbs { category_id category_name category_url_path }
    featured_products(pageSize: 4) { position name url_key image }
    children { ${MENU_CATEGORY} }
  }
}`;

export const LISTING = `query Listing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages }
    items { ${PRODUCT_CARD} }
    aggregations { attribute_code label position options { label value count swatch_data { type value } } }
    suggestions { search }
  }
}`;

export const PRODUCT = `query Product($urlKey: String!) { products(filter: { url_key: { eq: $urlKey } }) { items { ${PRODUCT_DETAIL} } } }`;

export const PRO_SHOP =
  'query ProShop($value: String!) { getContentConstructorProShop(field_name: "page_identifier", value: $value) { id type title subtitle page_url } }';
