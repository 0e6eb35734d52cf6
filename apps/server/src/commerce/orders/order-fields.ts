import DataLoader from 'dataloader';
import { amount, catalogueOf, currencyDigits, money, uidOf, viewLocaleOf } from '../catalogue/index.ts';
import { taxIncludedTotals, withIncludedTax } from '../tax/index.ts';
import { carrierTitleIn, labelIn, paymentTitle, pickupTitlesIn, type AddressSnapshot } from '../cart/index.ts';
import type { CommerceContext, CustomerOrders, OrderItemResolvers, Resolvers } from '../graphql/index.ts';
import type { OrderRow } from './order-writer.ts';
import { itemsOfOrders, shipmentsOfOrders, type OrderItemRow } from './orders.service.ts';

/** Magento's timestamp format. */
const magentoTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

const STATUS_LABELS: Record<OrderRow['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
  pending_payment: 'Pending Payment',
};

/** Magento's state behind each status: a placed, unpaid order is in state new. */
const STATE_OF: Record<OrderRow['status'], string> = {
  pending: 'new',
  pending_payment: 'pending_payment',
  processing: 'processing',
  complete: 'complete',
  canceled: 'canceled',
  closed: 'closed',
};

/** Magento invoices an order when its payment is captured, which moves it to processing. */
const isInvoiced = (o: OrderRow) => o.status === 'processing' || o.status === 'complete' || o.status === 'closed';

const loaders = new WeakMap<
  CommerceContext,
  { items: DataLoader<number, OrderItemRow[]>; shipments: DataLoader<number, Awaited<ReturnType<typeof shipmentsOfOrders>>[number]> }
>();
function loadersOf(context: CommerceContext) {
  let l = loaders.get(context);
  if (!l) {
    l = { items: new DataLoader((ids) => itemsOfOrders(context.ctx.db, ids)), shipments: new DataLoader((ids) => shipmentsOfOrders(context.ctx.db, ids)) };
    loaders.set(context, l);
  }
  return l;
}

export interface OrderItemView {
  row: OrderItemRow;
  order: OrderRow;
}

// The rows the order's GraphQL types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    CustomerOrder: OrderRow;
    /** A page of the customer's orders; the customer's id for the first order's date. */
    CustomerOrders: Partial<Omit<CustomerOrders, 'items'>> & { items: OrderRow[]; customerId: number };
    OrderItem: OrderItemView;
    BundleOrderItem: OrderItemView;
    DownloadableOrderItem: OrderItemView;
  }
}

const addressOf = (a: AddressSnapshot | null) =>
  a && {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    region: a.regionName,
    region_id: a.regionId === null ? null : String(a.regionId),
    country_code: a.countryCode,
    street: a.street,
    company: a.company,
    telephone: a.telephone,
    fax: a.fax,
    postcode: a.postcode,
    city: a.city,
    prefix: a.prefix,
    suffix: a.suffix,
    vat_id: a.vatId,
  };

const m = (value: string, order: OrderRow) => money(amount(value), order.currency);

/**
 * An order line's product name in the reader's view of the order's store. The line keeps the
 * name in the store's default language (as Magento does); a reader of another view the store has
 * reads the catalogue's name in theirs, as the cart showed it, while the product is still sold.
 */
async function productNameIn(context: CommerceContext, order: OrderRow, item: Pick<OrderItemRow, 'productId' | 'name'>): Promise<string> {
  const catalogue = catalogueOf(context);
  if (order.storeCode !== catalogue.store.code || catalogue.locale === viewLocaleOf(catalogue.store, undefined)) return item.name;
  return (await catalogue.products.product.load(item.productId))?.name ?? item.name;
}

/** The fields every order line answers; downloadables add their links to these. */
export const itemFields: OrderItemResolvers = {
  id: (v: OrderItemView) => uidOf(v.row.id),
  product_name: (v: OrderItemView, _: unknown, context: CommerceContext) => productNameIn(context, v.order, v.row),
  product_sku: (v: OrderItemView) => v.row.sku,
  product_url_key: (v: OrderItemView) => v.row.urlKey,
  product_type: (v: OrderItemView) => v.row.productType,
  status: (v: OrderItemView) =>
    amount(v.row.qtyShipped).greaterThanOrEqualTo(v.row.qtyOrdered) ? 'Shipped' : amount(v.row.qtyInvoiced).greaterThan(0) ? 'Invoiced' : 'Ordered',
  product_sale_price: (v: OrderItemView) => m(v.row.price, v.order),
  discounts: (v: OrderItemView, _: unknown, context: CommerceContext) =>
    amount(v.row.discount).greaterThan(0)
      ? [
          {
            amount: m(v.row.discount, v.order),
            label: v.order.totals.discounts.map((d) => labelIn(d, context.locale)).join(', ') || 'Discount',
            applied_to: 'ITEM',
          },
        ]
      : [],
  selected_options: (v: OrderItemView) => [
    ...v.row.options.configurable.map((c) => ({ label: c.attributeLabel, value: c.optionLabel })),
    ...v.row.options.custom
      .filter((c) => c.values.some((x) => x.valueId !== null))
      .map((c) => ({ label: c.title, value: c.values.map((x) => x.label).join(', ') })),
  ],
  entered_options: (v: OrderItemView) => [
    ...v.row.options.custom
      .filter((c) => c.values.every((x) => x.valueId === null))
      .map((c) => ({ label: c.title, value: c.values.map((x) => x.value).join(', ') })),
    ...(v.row.options.giftCard
      ? [
          { label: 'Gift card amount', value: v.row.options.giftCard.amount },
          ...(v.row.options.giftCard.recipientEmail
            ? [{ label: 'Recipient', value: `${v.row.options.giftCard.recipientName ?? ''} <${v.row.options.giftCard.recipientEmail}>`.trim() }]
            : []),
        ]
      : []),
  ],
  quantity_ordered: (v: OrderItemView) => Number(v.row.qtyOrdered),
  quantity_shipped: (v: OrderItemView) => Number(v.row.qtyShipped),
  quantity_refunded: (v: OrderItemView) => Number(v.row.qtyRefunded),
  quantity_invoiced: (v: OrderItemView) => Number(v.row.qtyInvoiced),
  quantity_canceled: (v: OrderItemView) => Number(v.row.qtyCanceled),
  quantity_returned: () => 0,
  product: (v: OrderItemView, _: unknown, context: CommerceContext) => catalogueOf(context).products.product.load(v.row.productId),
  prices: (v: OrderItemView) => {
    const r = v.row;
    const taxRate = amount(r.taxPercent).plus(100).dividedBy(100);
    return {
      price: m(r.price, v.order),
      price_including_tax: m(amount(r.price).times(taxRate).toFixed(), v.order),
      row_total: m(r.rowTotal, v.order),
      // Before discounts, as Magento's row_total_incl_tax and the cart's row: the discount takes off its share of the tax.
      row_total_including_tax: m(withIncludedTax(amount(r.rowTotal), amount(r.taxPercent), currencyDigits(v.order.currency)).toFixed(), v.order),
      discounts: amount(r.discount).greaterThan(0) ? [{ amount: m(r.discount, v.order), label: 'Discount', applied_to: 'ITEM' }] : [],
      total_item_discount: m(r.discount, v.order),
      original_price: m(r.originalPrice, v.order),
      original_row_total: m(amount(r.originalPrice).times(r.qtyOrdered).toFixed(), v.order),
    };
  },
};

export const orderResolvers: Resolvers = {
  OrderItemInterface: {
    resolveType: (v: OrderItemView) =>
      v.row.productType === 'bundle' ? 'BundleOrderItem' : v.row.productType === 'downloadable' ? 'DownloadableOrderItem' : 'OrderItem',
  },
  OrderItem: itemFields,
  BundleOrderItem: {
    ...itemFields,
    bundle_options: (v: OrderItemView) =>
      v.row.options.bundle.map((o) => ({
        id: uidOf(`bundle/${o.optionId}`),
        uid: uidOf(`bundle/${o.optionId}`),
        label: o.title,
        values: o.selections.map((s) => ({
          id: uidOf(`bundle/${o.optionId}/${s.selectionId}`),
          uid: uidOf(`bundle/${o.optionId}/${s.selectionId}/${s.qty}`),
          product_name: s.name,
          product_sku: s.sku,
          quantity: Number(s.qty),
          price: m('0', v.order),
        })),
      })),
  },
  CustomerOrder: {
    id: (o: OrderRow) => uidOf(o.id),
    order_date: (o: OrderRow) => magentoTime(o.createdAt),
    created_at: (o: OrderRow) => magentoTime(o.createdAt),
    order_status_change_date: (o: OrderRow) => magentoTime(o.updatedAt),
    status: (o: OrderRow) => STATUS_LABELS[o.status],
    state: (o: OrderRow) => STATE_OF[o.status],
    // One invoice for the whole order, numbered as the order: the shop captures the full amount at once.
    invoices: async (o: OrderRow, _: unknown, context: CommerceContext) => {
      if (!isInvoiced(o)) return [];
      const items = await loadersOf(context).items.load(o.id);
      const names = await Promise.all(items.map((i) => productNameIn(context, o, i)));
      return [
        {
          id: uidOf(`invoice/${o.id}`),
          number: o.number,
          total: { subtotal: m(o.subtotal, o), total_tax: m(o.taxTotal, o), total_shipping: m(o.shippingTotal, o), grand_total: m(o.grandTotal, o) },
          items: items.map((i, n) => ({
            id: uidOf(`invoice/${o.id}/${i.id}`),
            product_name: names[n],
            product_sku: i.sku,
            product_sale_price: m(i.price, o),
            quantity_invoiced: Number(i.qtyOrdered),
          })),
        },
      ];
    },
    number: (o: OrderRow) => o.number,
    order_number: (o: OrderRow) => o.number,
    increment_id: (o: OrderRow) => o.number,
    grand_total: (o: OrderRow) => m(o.grandTotal, o).value,
    email: (o: OrderRow) => o.email,
    carrier: (o: OrderRow, _: unknown, context: CommerceContext) => (o.carrierTitle ? carrierTitleIn(o.carrierTitle, context.locale) : null),
    shipping_method: (o: OrderRow, _: unknown, context: CommerceContext) => {
      if (!o.carrierTitle) return null;
      const titles = pickupTitlesIn(context.locale);
      return `${titles.carrier} - ${titles.method}`;
    },
    is_virtual: (o: OrderRow) => !o.shippingAddress,
    student_name: (o: OrderRow) => o.studentName,
    applied_coupons: (o: OrderRow) => (o.couponCode ? [{ code: o.couponCode }] : []),
    available_actions: () => ['REORDER'],
    customer_info: (o: OrderRow) => ({ firstname: o.customerFirstname, lastname: o.customerLastname }),
    shipping_address: (o: OrderRow) => addressOf(o.shippingAddress),
    billing_address: (o: OrderRow) => addressOf(o.billingAddress),
    items: async (o: OrderRow, _: unknown, context: CommerceContext) => (await loadersOf(context).items.load(o.id)).map((row) => ({ row, order: o })),
    shipments: async (o: OrderRow, _: unknown, context: CommerceContext) => {
      const [shipments, items] = await Promise.all([loadersOf(context).shipments.load(o.id), loadersOf(context).items.load(o.id)]);
      const names = new Map(await Promise.all(items.map(async (i) => [i.id, await productNameIn(context, o, i)] as const)));
      return shipments.map((s) => ({
        id: uidOf(s.id),
        number: s.number,
        tracking: s.tracking,
        items: s.items.map((si) => {
          const item = items.find((i) => i.id === si.orderItemId);
          return {
            id: uidOf(`${s.id}/${si.orderItemId}`),
            product_name: item ? names.get(item.id)! : null,
            product_sku: item?.sku ?? '',
            quantity_shipped: Number(si.qty),
          };
        }),
      }));
    },
    payment_methods: (o: OrderRow, _: unknown, context: CommerceContext) => [
      {
        name: paymentTitle(o.payment.method, context.locale, o.payment.title),
        type: o.payment.method,
        additional_data: [
          ...(o.payment.transactionId ? [{ name: 'transaction_id', value: o.payment.transactionId }] : []),
          ...(o.payment.threeDSecure ? [{ name: 'three_d_secure', value: o.payment.threeDSecure }] : []),
          ...(o.payment.purchaseOrderNumber ? [{ name: 'purchase_order_number', value: o.payment.purchaseOrderNumber }] : []),
        ],
        cc_last_4: o.payment.ccLast4,
        cc_exp_month: o.payment.ccExpMonth === null ? null : String(o.payment.ccExpMonth).padStart(2, '0'),
        cc_exp_year: o.payment.ccExpYear === null ? null : String(o.payment.ccExpYear),
        cc_type: o.payment.ccType,
        card_name: o.payment.cardName,
      },
    ],
    total: async (o: OrderRow, _: unknown, context: CommerceContext) => {
      // The same figures with tax in, for stores that show prices with tax: they add up to grand_total as the net ones do.
      const withTax = taxIncludedTotals({
        digits: currencyDigits(o.currency),
        rows: (await loadersOf(context).items.load(o.id)).map((i) => ({ rowTotal: i.rowTotal, taxPercent: i.taxPercent })),
        discounts: o.totals.discounts,
        discountTotal: o.discountTotal,
        taxTotal: o.taxTotal,
        shippingTax: o.totals.shippingTax,
      });
      const taxes = o.totals.taxes.map((t) => ({ amount: m(t.amount, o), title: labelIn(t, context.locale), rate: Number(t.rate) }));
      const codes = o.totals.giftCodes ?? [];
      const paidByCodes = codes.reduce((sum, g) => sum.plus(g.amount), amount('0'));
      return {
        gift_voucher_info: codes.length ? { total: m(paidByCodes.toFixed(), o), codes: codes.map((g) => ({ code: g.code, amount: m(g.amount, o) })) } : null,
        subtotal: m(o.subtotal, o),
        subtotal_incl_tax: m(withTax.subtotal.toFixed(), o),
        subtotal_excl_tax: m(o.subtotal, o),
        discounts_including_tax: withTax.discounts.map((d) => ({ amount: m(d.amount.toFixed(), o), label: labelIn(d, context.locale), applied_to: 'ITEM' })),
        discounts: o.totals.discounts.map((d) => ({ amount: m(d.amount, o), label: labelIn(d, context.locale), applied_to: 'ITEM' })),
        total_tax: m(o.taxTotal, o),
        taxes,
        grand_total: m(o.grandTotal, o),
        base_grand_total: m(o.grandTotal, o),
        total_shipping: m(o.shippingTotal, o),
        shipping_handling: {
          total_amount: m(o.shippingTotal, o),
          amount_including_tax: m(amount(o.shippingTotal).plus(o.totals.shippingTax).toFixed(), o),
          amount_excluding_tax: m(o.shippingTotal, o),
          taxes: [],
        },
      };
    },
  },
};
