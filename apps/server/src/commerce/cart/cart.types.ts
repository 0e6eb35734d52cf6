import type { Locale } from '@golf/contracts';
import { textIn } from '../../platform/i18n.ts';
import type { ValidAddress } from '../addresses/index.ts';
import type { CardChoice } from '../payments/index.ts';

/**
 * The shapes a cart row keeps in its JSON columns. Money is always a decimal string in the cart's
 * currency, never a float.
 */

/** An address as it is on a cart or an order: a copy, so later address-book edits never change it. */
export interface AddressSnapshot extends ValidAddress {
  customerAddressId: number | null;
  customerNotes: string | null;
  pickupLocationCode: string | null;
}

export interface ShippingChoice {
  carrierCode: string;
  methodCode: string;
}

/** The payment chosen on the cart. Card token data is the gateway's opaque token, never a card number. */
export interface PaymentChoice {
  /** A payment method's code, from the payments registry. */
  code: string;
  purchaseOrderNumber: string | null;
  /** What the method read at checkout (a card method: the gateway's token and the masked card). */
  card: CardChoice | null;
}

/** What the customer chose for one item, resolved against the catalogue when it was added. */
export interface ItemOptions {
  /** Configurable: the variant's attribute choices. */
  configurable: { attributeId: number; attributeCode: string; attributeLabel: string; optionId: number; optionLabel: string }[];
  /** Customizable options: chosen values or entered text. */
  custom: {
    optionId: number;
    title: string;
    type: string;
    isRequired: boolean;
    sortOrder: number;
    values: { valueId: number | null; label: string; value: string }[];
    subscription: { length: number; unit: string } | null;
  }[];
  /** Bundle: the chosen selections with their quantities (per bundle). */
  bundle: { optionId: number; title: string; type: string; selections: { selectionId: number; productId: number; sku: string; name: string; qty: string }[] }[];
  /** Gift card: the value bought, the design and the people. */
  giftCard: {
    amount: string;
    templateId: number | null;
    senderName: string | null;
    senderEmail: string | null;
    recipientName: string | null;
    recipientEmail: string | null;
    message: string | null;
    deliveryDate?: string | null;
  } | null;
}

/**
 * A discount's or a tax's label as the store words it, and its words in the product's other
 * languages when it has them (a rule's labels, a rate's titles): shown in the reader's with
 * `labelIn`. Carts and orders priced before labels had languages have none.
 */
export interface Labelled {
  label: string;
  labels?: Record<string, string>;
}

/** A label in the reader's language, else as the store words it. */
export const labelIn = (x: Labelled, locale: Locale): string => textIn(x.labels, locale, x.label);

export const NO_OPTIONS: ItemOptions = { configurable: [], custom: [], bundle: [], giftCard: null };

/** One item's computed prices. */
export interface ItemTotals {
  price: string;
  priceInclTax: string;
  rowTotal: string;
  rowTotalInclTax: string;
  discount: string;
  discounts: (Labelled & { amount: string })[];
  tax: string;
  taxPercent: string;
  /** The regular (catalogue) unit price before special prices and tiers. */
  originalPrice: string;
  /** Why the item cannot be bought as it is (stock), or null. */
  error: string | null;
  /**
   * A bundle line's price of one unit of each chosen selection (`optionId/selectionId` → price), as
   * the line was priced: the cart shows these beside the line's price, so both come from one pricing.
   */
  bundleSelections?: Record<string, string>;
}

/** The cart's computed totals, stored on the cart row and recomputed only when the cart changes. */
export interface CartTotals {
  currency: string;
  isVirtual: boolean;
  weight: string;
  subtotal: string;
  subtotalInclTax: string;
  subtotalWithDiscount: string;
  discountTotal: string;
  discounts: (Labelled & { amount: string; appliedTo: 'ITEM' | 'SHIPPING' })[];
  taxTotal: string;
  taxes: (Labelled & { rate: string; amount: string })[];
  shipping: string;
  shippingTax: string;
  grandTotal: string;
  items: Record<string, ItemTotals>;
  /** The cart price rules that applied (ids), for usage counting at order placement. */
  ruleIds: number[];
  /** Gift codes paying part of the grand total (already taken off it): each code and its amount. */
  giftCodes?: { code: string; amount: string; balance: string; /** The code as orders and receipts print it (most of it hidden). */ masked?: string }[];
}
