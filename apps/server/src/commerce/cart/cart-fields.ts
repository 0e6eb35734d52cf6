import type { Locale } from '@golf/contracts';
import { findCountry } from '../../platform/geo/countries.ts';
import { amount, catalogueOf, currencyDigits, downloadableLinkUid, money, uidOf, unitPrices } from '../catalogue/index.ts';
import { taxIncludedTotals } from '../tax/index.ts';
import type { BillingCartAddressResolvers, CartPrices, CartResolvers, CommerceContext, Resolvers, SimpleCartItemResolvers } from '../graphql/index.ts';
import type { CartRow } from './cart-access.ts';
import { cartMessageIn } from './cart-messages.ts';
import { QTY_NOT_AVAILABLE } from './totals/price-lines.ts';
import { labelIn, type AddressSnapshot, type CartTotals, type Labelled } from './cart.types.ts';
import { addressView, itemsOf, moneyOf, paymentMethodsOfCart, paymentTitle, type CartItemView } from './cart-view.ts';
import { LOCAL_PICKUP, pickupTitlesIn } from './shipping.ts';

const ITEM_TYPENAME: Record<
  string,
  'SimpleCartItem' | 'VirtualCartItem' | 'ConfigurableCartItem' | 'BundleCartItem' | 'GiftCardCartItem' | 'DownloadableCartItem'
> = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  downloadable: 'DownloadableCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  giftcard: 'GiftCardCartItem',
};

const totalsOf = (v: CartItemView) => v.cart.totals.items[String(v.row.id)];

const itemFields: SimpleCartItemResolvers = {
  id: (v: CartItemView) => String(v.row.id),
  uid: (v: CartItemView) => uidOf(v.row.id),
  quantity: (v: CartItemView) => Number(v.row.qty),
  is_available: (v: CartItemView) => !totalsOf(v)?.error,
  errors: (v: CartItemView, _: unknown, context: CommerceContext) => {
    const error = totalsOf(v)?.error;
    return error ? [{ code: 'ITEM_QTY', message: cartMessageIn(error, context.locale) }] : null;
  },
  // A product gone from the catalogue stays null, and GraphQL refuses it as the schema says.
  product: async (v: CartItemView, _: unknown, context: CommerceContext) => (await catalogueOf(context).products.product.load(v.row.productId))!,
  prices: (v: CartItemView, _: unknown, context: CommerceContext) => {
    const t = totalsOf(v);
    if (!t) return null;
    const m = (s: string) => moneyOf(s, v.cart.totals);
    const qty = amount(v.row.qty);
    return {
      price: m(t.price),
      price_including_tax: m(t.priceInclTax),
      row_total: m(t.rowTotal),
      row_total_including_tax: m(t.rowTotalInclTax),
      discounts: t.discounts.map((d) => ({ amount: m(d.amount), label: labelIn(d, context.locale), applied_to: 'ITEM' })),
      total_item_discount: m(t.discount),
      original_item_price: m(t.originalPrice),
      original_row_total: m(amount(t.originalPrice).times(qty).toFixed()),
    };
  },
  customizable_options: async (v: CartItemView, _: unknown, context: CommerceContext) => {
    if (!v.row.options.custom.length) return [];
    const defs = await catalogueOf(context).types.customOptions.load(v.row.productId);
    return v.row.options.custom.map((c) => {
      const def = defs.find((d) => d.id === c.optionId);
      return {
        id: c.optionId,
        customizable_option_uid: uidOf(`custom-option/${c.optionId}`),
        label: c.title,
        type: c.type,
        is_required: c.isRequired,
        sort_order: c.sortOrder,
        values: c.values.map((val) => {
          const priced = val.valueId !== null ? def?.values.find((x) => x.id === val.valueId) : def?.values[0];
          return {
            id: val.valueId ?? c.optionId,
            customizable_option_value_uid: uidOf(val.valueId !== null ? `custom-option/${c.optionId}/${val.valueId}` : `custom-option/${c.optionId}`),
            label: val.label,
            value: val.value,
            price: {
              value: Number(priced?.price ?? 0),
              units: priced?.priceType === 'PERCENT' ? '%' : v.cart.totals.currency,
              type: priced?.priceType ?? 'FIXED',
            },
          };
        }),
      };
    });
  },
};

/**
 * The price of one unit of each chosen bundle selection. The cart's totals keep the prices the line
 * was priced with (one pricing for the line and its selections, no query on a read); totals stored
 * before they kept them are read from the catalogue as it is now.
 */
async function bundleSelectionPrices(v: CartItemView, context: CommerceContext) {
  const stored = v.cart.totals.items[String(v.row.id)]?.bundleSelections;
  if (stored) return (productId: number, selectionId: number, optionId: number) => Number(stored[`${optionId}/${selectionId}`] ?? 0);
  const catalogue = catalogueOf(context);
  const bundle = await catalogue.types.bundle.load(v.row.productId);
  const ids = v.row.options.bundle.flatMap((o) => o.selections.map((s) => s.productId));
  const prices = await catalogue.products.price.loadMany(ids);
  return (productId: number, selectionId: number, optionId: number) => {
    if (!bundle || bundle.settings.dynamicPrice) {
      const row = prices[ids.indexOf(productId)];
      return row && !(row instanceof Error) ? Number(money(unitPrices(row, catalogue.today).final, v.cart.totals.currency).value) : 0;
    }
    return Number(bundle.options.find((o) => o.id === optionId)?.selections.find((s) => s.id === selectionId)?.selectionPrice ?? 0);
  };
}

export const cartItemResolvers: Resolvers = {
  CartItemInterface: { resolveType: (v: CartItemView) => ITEM_TYPENAME[v.row.productType] ?? 'SimpleCartItem' },
  SimpleCartItem: itemFields,
  VirtualCartItem: itemFields,
  DownloadableCartItem: {
    ...itemFields,
    // Every link comes with the product (links are never bought separately here).
    links: async (v: CartItemView, _: unknown, context: CommerceContext) =>
      (await catalogueOf(context).types.downloadableLinks.load(v.row.productId)).map((l) => ({
        id: l.id,
        uid: downloadableLinkUid(l.id),
        title: l.title,
        sort_order: l.sortOrder,
        price: 0,
        sample_url: null,
      })),
    samples: () => [],
  },
  ConfigurableCartItem: {
    ...itemFields,
    configurable_options: (v: CartItemView) =>
      v.row.options.configurable.map((c) => ({
        id: c.attributeId,
        configurable_product_option_uid: uidOf(`configurable/${v.row.productId}/${c.attributeId}`),
        option_label: c.attributeLabel,
        value_id: c.optionId,
        configurable_product_option_value_uid: uidOf(`configurable/${c.attributeId}/${c.optionId}`),
        value_label: c.optionLabel,
      })),
    configured_variant: async (v: CartItemView, _: unknown, context: CommerceContext) =>
      (await catalogueOf(context).products.product.load(v.row.variantId ?? v.row.productId))!,
  },
  BundleCartItem: {
    ...itemFields,
    bundle_options: async (v: CartItemView, _: unknown, context: CommerceContext) => {
      const priceOf = await bundleSelectionPrices(v, context);
      return v.row.options.bundle.map((o) => ({
        id: o.optionId,
        uid: uidOf(`bundle/${o.optionId}`),
        label: o.title,
        type: o.type,
        values: o.selections.map((s) => ({
          id: s.selectionId,
          uid: uidOf(`bundle/${o.optionId}/${s.selectionId}/${s.qty}`),
          label: s.name,
          quantity: Number(s.qty),
          price: priceOf(s.productId, s.selectionId, o.optionId),
        })),
      }));
    },
  },
  GiftCardCartItem: {
    ...itemFields,
    amount: (v: CartItemView) => moneyOf(v.row.options.giftCard?.amount ?? '0', v.cart.totals),
    template_id: (v: CartItemView) => v.row.options.giftCard?.templateId ?? null,
    sender_name: (v: CartItemView) => v.row.options.giftCard?.senderName ?? null,
    sender_email: (v: CartItemView) => v.row.options.giftCard?.senderEmail ?? null,
    recipient_name: (v: CartItemView) => v.row.options.giftCard?.recipientName ?? null,
    recipient_email: (v: CartItemView) => v.row.options.giftCard?.recipientEmail ?? null,
    message: (v: CartItemView) => v.row.options.giftCard?.message ?? null,
  },
};

type AddressView = AddressSnapshot & { kind: 'billing' | 'shipping'; cart: CartRow };

// The rows the cart's GraphQL types resolve from (see graphql/parents.ts).
declare module '../graphql/parents.ts' {
  interface ResolverParents {
    Cart: CartRow;
    SimpleCartItem: CartItemView;
    VirtualCartItem: CartItemView;
    DownloadableCartItem: CartItemView;
    ConfigurableCartItem: CartItemView;
    BundleCartItem: CartItemView;
    GiftCardCartItem: CartItemView;
    BillingCartAddress: AddressView;
    ShippingCartAddress: AddressView;
    /** The GraphQL prices and the totals that other domains' CartPrices fields (gift codes) read. */
    CartPrices: Partial<CartPrices> & { totals: CartTotals };
  }
}

const addressFields: BillingCartAddressResolvers = {
  uid: (a: AddressView) => uidOf(`cart/${a.cart.id}/${a.kind}`),
  id: (a: AddressView) => a.customerAddressId,
  customer_address_id: (a: AddressView) => a.customerAddressId,
  vat_id: (a: AddressView) => a.vatId,
  customer_notes: (a: AddressView) => a.customerNotes,
  pickup_location_code: (a: AddressView) => a.pickupLocationCode,
  region: (a: AddressView) => (a.regionCode || a.regionName ? { code: a.regionCode, label: a.regionName, region_id: a.regionId } : null),
  country: (a: AddressView, _: unknown, context: CommerceContext) => ({
    code: a.countryCode,
    label: findCountry(a.countryCode, context.locale)?.full_name_locale ?? a.countryCode,
  }),
};

const shippingMethod = (cart: CartRow, locale: Locale) => {
  const m = (s: string) => moneyOf(s, cart.totals);
  const amountText = LOCAL_PICKUP.amount.toFixed();
  const titles = pickupTitlesIn(locale);
  return {
    carrier_code: LOCAL_PICKUP.carrierCode,
    method_code: LOCAL_PICKUP.methodCode,
    carrier_title: titles.carrier,
    method_title: titles.method,
    amount: m(amountText),
    base_amount: m(amountText),
    price_excl_tax: m(amountText),
    price_incl_tax: m(amount(amountText).plus(cart.totals.shippingTax).toFixed()),
  };
};

export const cartAddressResolvers: Resolvers = {
  CartAddressInterface: { resolveType: (a: AddressView) => (a.kind === 'billing' ? 'BillingCartAddress' : 'ShippingCartAddress') },
  BillingCartAddress: addressFields,
  ShippingCartAddress: {
    ...addressFields,
    items_weight: (a: AddressView) => Number(a.cart.totals.weight),
    available_shipping_methods: (a: AddressView, _: unknown, context: CommerceContext) => [
      { ...shippingMethod(a.cart, context.locale), error_message: null, available: true },
    ],
    selected_shipping_method: (a: AddressView, _: unknown, context: CommerceContext) =>
      a.cart.shippingMethod ? { ...shippingMethod(a.cart, context.locale), shipping_tax_amount: Number(a.cart.totals.shippingTax) } : null,
    cart_items_v2: (a: AddressView, _: unknown, context: CommerceContext) => itemsOf(context, a.cart),
  },
};

/** The cart's item quantities summed (what the cart icon counts). */
const quantityOf = async (c: CartRow, _: unknown, context: CommerceContext) => (await itemsOf(context, c)).reduce((sum, i) => sum + Number(i.row.qty), 0);

export const cartFields: CartResolvers = {
  id: (c: CartRow) => c.maskedId,
  items: (c: CartRow, _: unknown, context: CommerceContext) => itemsOf(context, c),
  itemsV2: async (c: CartRow, args: { pageSize?: number | null; currentPage?: number | null }, context: CommerceContext) => {
    const items = await itemsOf(context, c);
    const pageSize = Math.min(Math.max(args.pageSize ?? 20, 1), 100);
    const currentPage = Math.max(args.currentPage ?? 1, 1);
    return {
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: items.length,
      page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
    };
  },
  total_quantity: quantityOf,
  total_summary_quantity_including_config: quantityOf,
  is_virtual: (c: CartRow) => c.totals.isVirtual,
  applied_coupon: (c: CartRow) => (c.couponCode ? { code: c.couponCode } : null),
  applied_coupons: (c: CartRow) => (c.couponCode ? [{ code: c.couponCode }] : null),
  alert: (c: CartRow, _: unknown, context: CommerceContext) => {
    const problem = Object.values(c.totals.items).find((i) => i.error)?.error;
    if (!problem) return null;
    const message = problem === QTY_NOT_AVAILABLE ? problem : 'Some of the products are out of stock.';
    return { type: 'warning', message: cartMessageIn(message, context.locale), icon: 'warning' };
  },
  omni_selected_set: (c: CartRow) => c.omniSelectedSet,
  reserved_order_id: (c: CartRow) => c.reservedOrderId,
  shipping_addresses: (c: CartRow) => (c.shippingAddress ? [addressView(c.shippingAddress, 'shipping', c)] : []),
  billing_address: (c: CartRow) => (c.billingAddress ? addressView(c.billingAddress, 'billing', c) : null),
  available_payment_methods: (c: CartRow, _: unknown, context: CommerceContext) => paymentMethodsOfCart(c, context.locale),
  selected_payment_method: (c: CartRow, _: unknown, context: CommerceContext) => ({
    code: c.paymentMethod?.code ?? '',
    title: c.paymentMethod ? paymentTitle(c.paymentMethod.code, context.locale) : '',
    purchase_order_number: c.paymentMethod?.purchaseOrderNumber ?? null,
  }),
  prices: (c: CartRow, _: unknown, context: CommerceContext) => {
    const t = c.totals;
    const m = (s: string) => moneyOf(s, t);
    const label = (x: Labelled) => labelIn(x, context.locale);
    const discountLabel = t.discounts.map(label).join(', ');
    return {
      grand_total: m(t.grandTotal),
      grand_total_excluding_tax: m(amount(t.grandTotal).minus(t.taxTotal).toFixed()),
      subtotal_including_tax: m(t.subtotalInclTax),
      subtotal_excluding_tax: m(t.subtotal),
      subtotal_with_discount_excluding_tax: m(t.subtotalWithDiscount),
      discount: t.discounts.length ? { amount: m(t.discountTotal), label: t.discounts.map(label) } : null,
      discounts: t.discounts.map((d) => ({ amount: m(d.amount), label: label(d), applied_to: d.appliedTo })),
      applied_taxes: t.taxes.map((x) => ({ amount: m(x.amount), label: label(x) })),
      omni_payment_information: {
        grand_total: m(t.grandTotal).value,
        subtotal: m(t.subtotal).value,
        discount_amount: -(m(t.discountTotal).value ?? 0) || 0,
        discount_label: discountLabel || null,
        tax_amount: m(t.taxTotal).value,
        shipping_amount: m(t.shipping).value,
      },
      // For the fields resolved apart (discounts with tax, gift codes): the totals they read.
      totals: t,
    };
  },
};

/** CartPrices fields worked out only when a query asks for them. */
export const cartPricesFields: Resolvers['CartPrices'] = {
  // The discounts with their tax in, as a store that shows prices with tax prints them (Japan).
  discounts_including_tax: (p, _, context) => {
    const t = p.totals;
    return taxIncludedTotals({
      digits: currencyDigits(t.currency),
      rows: Object.values(t.items).map((i) => ({ rowTotal: i.rowTotal, taxPercent: i.taxPercent })),
      discounts: t.discounts,
      discountTotal: t.discountTotal,
      taxTotal: t.taxTotal,
      shippingTax: t.shippingTax,
    }).discounts.map((d) => ({ amount: moneyOf(d.amount.toFixed(), t), label: labelIn(d, context.locale), applied_to: 'ITEM' as const }));
  },
};
