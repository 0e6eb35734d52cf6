import type { PaymentStatus, PurchaseEntry, ReceiptExport } from '@golf/contracts';
import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import { portalApi } from '@/lib/api/portal-api';

/** Money as the commerce API answers it: the server's figure, shown and never recomputed. */
export interface Money {
  value: number | null;
  currency: string | null;
}

export interface OrderSummary {
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: Money } | null;
}

/** An order line as the order list shows it: a name and the product's thumbnail. */
export interface OrderListLine {
  id: string;
  product_name: string | null;
  product: { thumbnail: { url: string | null; label: string | null } | null } | null;
}

export interface OrderList {
  items: (OrderSummary & { items?: OrderListLine[] | null })[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number } | null;
}

export interface OrderOption {
  label: string;
  value: string;
}

export interface OrderItem {
  __typename: 'OrderItem' | 'BundleOrderItem';
  id: string;
  product_name: string | null;
  product_sku: string;
  product_type: string | null;
  status: string | null;
  quantity_ordered: number | null;
  quantity_shipped: number | null;
  product_sale_price: Money;
  selected_options: OrderOption[] | null;
  entered_options: OrderOption[] | null;
  prices: { row_total: Money; total_item_discount: Money } | null;
  bundle_options?: { uid: string; label: string; values: { uid: string; product_name: string; quantity: number }[] | null }[] | null;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
}

export interface OrderDetail extends OrderSummary {
  carrier: string | null;
  student_name: string | null;
  items: OrderItem[];
  shipments: { id: string; number: string; tracking: { carrier: string; title: string; number: string | null }[] | null; items: { id: string; product_name: string | null; quantity_shipped: number }[] | null }[];
  payment_methods: { name: string; type: string; cc_last_4: string | null; cc_exp_month: string | null; cc_exp_year: string | null; cc_type: string | null }[];
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  total: {
    subtotal: Money;
    discounts: { label: string; amount: Money }[] | null;
    taxes: { title: string; rate: number; amount: Money }[] | null;
    total_tax: Money;
    total_shipping: Money;
    grand_total: Money;
  } | null;
  /** Whether something of the order can still be returned (Amasty RMA). */
  amrma_is_returnable: boolean | null;
  /** Refunds of returned items to the card. */
  credit_memos: CreditMemo[] | null;
}

export interface CreditMemo {
  number: string;
  total: { grand_total: Money } | null;
  items: { product_name: string | null; quantity_refunded: number | null }[] | null;
}

export interface ReorderError {
  code: string;
  message: string;
  path: (string | null)[];
}

export interface ReorderResult {
  cart: { id: string; total_quantity: number };
  userInputErrors: ReorderError[];
}

export const ORDERS_PAGE_SIZE = 10;

const MONEY = 'value currency';
const ADDRESS = 'firstname lastname company street city region postcode country_code telephone';
const DETAIL = `number order_date status carrier student_name
  items { __typename id product_name product_sku product_type status quantity_ordered quantity_shipped
    product_sale_price { ${MONEY} } selected_options { label value } entered_options { label value }
    prices { row_total { ${MONEY} } total_item_discount { ${MONEY} } }
    ... on BundleOrderItem { bundle_options { uid label values { uid product_name quantity } } } }
  shipments { id number tracking { carrier title number } items { id product_name quantity_shipped } }
  payment_methods { name type cc_last_4 cc_exp_month cc_exp_year cc_type }
  shipping_address { ${ADDRESS} } billing_address { ${ADDRESS} }
  total { subtotal { ${MONEY} } discounts { label amount { ${MONEY} } } taxes { title rate amount { ${MONEY} } } total_tax { ${MONEY} } total_shipping { ${MONEY} } grand_total { ${MONEY} } }
  amrma_is_returnable credit_memos { number total { grand_total { ${MONEY} } } items { product_name quantity_refunded } }`;

/** The signed-in customer's orders in one shop (each shop has its own customer): newest first, one page; one order by its exact number. */
export const ordersApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customerOrders: build.query<OrderList, { page: number; shop: Shop }>({
      query: ({ page, shop }) => ({
        shop,
        query: `query CustomerOrders($page: Int!, $size: Int!) { customer { orders(currentPage: $page, pageSize: $size, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
          total_count page_info { current_page page_size total_pages } items { number order_date status total { grand_total { ${MONEY} } } items { id product_name product { thumbnail { url label } } } } } } }`,
        variables: { page, size: ORDERS_PAGE_SIZE },
      }),
      transformResponse: (data: { customer: { orders: OrderList } }) => data.customer.orders,
      providesTags: (_r, _e, { shop }) => [{ type: 'Orders', id: `${shop} LIST` }],
    }),
    /** null when the customer has no order of that number (another customer's is not theirs to see). */
    customerOrder: build.query<OrderDetail | null, { number: string; shop: Shop }>({
      query: ({ number, shop }) => ({ shop, query: `query CustomerOrder($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${DETAIL} } } } }`, variables: { n: number } }),
      transformResponse: (data: { customer: { orders: { items: OrderDetail[] } } }) => data.customer.orders.items[0] ?? null,
      providesTags: (_r, _e, { number, shop }) => [{ type: 'Orders', id: `${shop} ${number}` }],
    }),
    reorderItems: build.mutation<ReorderResult, { orderNumber: string; shop: Shop }>({
      query: ({ orderNumber, shop }) => ({
        shop,
        query: 'mutation ReorderItems($n: String!) { reorderItems(orderNumber: $n) { cart { id total_quantity } userInputErrors { code message path } } }',
        variables: { n: orderNumber },
      }),
      transformResponse: (data: { reorderItems: ReorderResult }) => data.reorderItems,
      invalidatesTags: (_r, _e, { shop }) => [{ type: 'Cart', id: shop }],
    }),
  }),
});

const portal = portalApi.enhanceEndpoints({ addTagTypes: ['Purchase'] });

/** The portal's purchase history with its receipts, and the status of a portal payment. */
export const purchasesApi = portal.injectEndpoints({
  endpoints: (build) => ({
    purchases: build.query<PurchaseEntry[], void>({
      query: () => 'api/purchase',
      providesTags: [{ type: 'Purchase', id: 'LIST' }],
    }),
    setReceiptAddress: build.mutation<PurchaseEntry, { requestId: string; receiptAddress: string }>({
      query: (body) => ({ url: 'api/receipt', method: 'POST', body }),
      invalidatesTags: [{ type: 'Purchase', id: 'LIST' }],
    }),
    exportReceipt: build.mutation<ReceiptExport, { requestId: string; receiptAddress: string; orderNumber: string; total: string; date: string; studentName: string }>({
      query: (body) => ({ url: 'api/receipt/export', method: 'POST', body }),
      // The export records the address it printed.
      invalidatesTags: [{ type: 'Purchase', id: 'LIST' }],
    }),
    paymentStatus: build.query<PaymentStatus, string>({
      query: (requestId) => `api/payment/status?requestId=${encodeURIComponent(requestId)}`,
    }),
  }),
});

export const { useCustomerOrdersQuery, useCustomerOrderQuery, useReorderItemsMutation } = ordersApi;
export const { usePurchasesQuery, useSetReceiptAddressMutation, useExportReceiptMutation, usePaymentStatusQuery } = purchasesApi;
