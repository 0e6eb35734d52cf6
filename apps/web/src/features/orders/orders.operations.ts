// The GraphQL operations the orders screens send; `npm run codegen` reads these constants and
// generates their result and variable types (lib/api/generated/commerce-operations.ts).
import { MONEY } from '@/lib/api/commerce.operations';

const ADDRESS = 'firstname lastname company street city region postcode country_code telephone';
const DETAIL = `number order_date status carrier student_name
  items { __typename id product_name product_sku product_type status quantity_ordered quantity_shipped
    product_sale_price { ${MONEY} } selected_options { label value } entered_options { label value }
    prices { row_total { ${MONEY} } price_including_tax { ${MONEY} } row_total_including_tax { ${MONEY} } total_item_discount { ${MONEY} } }
    ... on BundleOrderItem { bundle_options { uid label values { uid product_name quantity } } }
    ... on DownloadableOrderItem { downloadable_links { uid title sort_order download_url } } }
  shipments { id number tracking { carrier title number } items { id product_name quantity_shipped } }
  payment_methods { name type cc_last_4 cc_exp_month cc_exp_year cc_type }
  shipping_address { ${ADDRESS} } billing_address { ${ADDRESS} }
  total { subtotal { ${MONEY} } subtotal_incl_tax { ${MONEY} } discounts { label amount { ${MONEY} } } discounts_including_tax { label amount { ${MONEY} } } taxes { title rate amount { ${MONEY} } } total_tax { ${MONEY} } total_shipping { ${MONEY} } grand_total { ${MONEY} } gift_voucher_info { codes { code amount { ${MONEY} } } } }
  amrma_is_returnable credit_memos { number total { grand_total { ${MONEY} } } items { product_name quantity_refunded } }`;

export const CUSTOMER_ORDERS = `query CustomerOrders($page: Int!, $size: Int!) { customer { orders(currentPage: $page, pageSize: $size, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
          total_count page_info { current_page page_size total_pages } items { number order_date status total { grand_total { ${MONEY} } } items { id product_name product { thumbnail { url label } } } } } } }`;

export const CUSTOMER_ORDER = `query CustomerOrder($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${DETAIL} } } } }`;

export const REORDER_ITEMS =
  'mutation ReorderItems($n: String!) { reorderItems(orderNumber: $n) { cart { id total_quantity } userInputErrors { code message path } } }';
