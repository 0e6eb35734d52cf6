import type { PaymentStatus, PurchaseEntry, ReceiptExport } from '@golf/contracts';
import { commerceApi, type Shop } from '@/lib/api/commerce-api';
import type {
  CustomerOrderQuery,
  CustomerOrderQueryVariables,
  CustomerOrdersQuery,
  CustomerOrdersQueryVariables,
  ReorderItemsMutation,
  ReorderItemsMutationVariables,
} from '@/lib/api/generated/commerce-operations';
import type { Answered } from '@/lib/api/answered';
import { portalApi } from '@/lib/api/portal-api';
import { CUSTOMER_ORDER, CUSTOMER_ORDERS, REORDER_ITEMS } from './orders.operations';

export type { Money } from '@/lib/api/money';

// The screens' types are the generated results of the operations they send (orders.operations.ts).
type Orders = Answered<NonNullable<NonNullable<CustomerOrdersQuery['customer']>['orders']>>;
export type OrderList = Orders;
export type OrderSummary = NonNullable<Orders['items']>[number];
/** An order line as the order list shows it: a name and the product's thumbnail. */
export type OrderListLine = NonNullable<OrderSummary['items']>[number];
export type OrderDetail = Answered<NonNullable<NonNullable<NonNullable<CustomerOrderQuery['customer']>['orders']>['items'][number]>>;
export type OrderItem = NonNullable<OrderDetail['items']>[number];
export type OrderOption = NonNullable<OrderItem['selected_options']>[number];
export type OrderAddress = NonNullable<OrderDetail['shipping_address']>;
/** Refunds of returned items to the card. */
export type CreditMemo = NonNullable<OrderDetail['credit_memos']>[number];
export type ReorderResult = Answered<NonNullable<ReorderItemsMutation['reorderItems']>>;
export type ReorderError = ReorderResult['userInputErrors'][number];

export const ORDERS_PAGE_SIZE = 10;

/** The signed-in customer's orders in one shop (each shop has its own customer): newest first, one page; one order by its exact number. */
export const ordersApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    customerOrders: build.query<OrderList, { page: number; shop: Shop }>({
      query: ({ page, shop }) => ({ shop, query: CUSTOMER_ORDERS, variables: { page, size: ORDERS_PAGE_SIZE } satisfies CustomerOrdersQueryVariables }),
      transformResponse: (data: CustomerOrdersQuery) => data.customer!.orders as Orders,
      providesTags: (_r, _e, { shop }) => [{ type: 'Orders', id: `${shop} LIST` }],
    }),
    /** null when the customer has no order of that number (another customer's is not theirs to see). */
    customerOrder: build.query<OrderDetail | null, { number: string; shop: Shop }>({
      query: ({ number, shop }) => ({ shop, query: CUSTOMER_ORDER, variables: { n: number } satisfies CustomerOrderQueryVariables }),
      transformResponse: (data: CustomerOrderQuery) => (data.customer?.orders?.items[0] ?? null) as OrderDetail | null,
      providesTags: (_r, _e, { number, shop }) => [{ type: 'Orders', id: `${shop} ${number}` }],
    }),
    reorderItems: build.mutation<ReorderResult, { orderNumber: string; shop: Shop }>({
      query: ({ orderNumber, shop }) => ({
        shop,
        query: REORDER_ITEMS,
        variables: { n: orderNumber } satisfies ReorderItemsMutationVariables,
      }),
      transformResponse: (data: ReorderItemsMutation) => data.reorderItems as ReorderResult,
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
    exportReceipt: build.mutation<
      ReceiptExport,
      { requestId: string; receiptAddress: string; orderNumber: string; total: string; date: string; studentName: string }
    >({
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
