import type { FilledMoney } from '@/lib/api/money';

/** An amount as the commerce API answers it (here, not in cart-api, so that the types never import the endpoints). */
export type Money = FilledMoney;

/** The cart as the cart page, mini cart and checkout read it (spec 001 §3 Cart, Cart item). */
export interface CartOptionValue {
  label: string;
  value: string;
}

export interface CartLine {
  __typename: string;
  uid: string;
  id: string;
  quantity: number;
  is_available: boolean;
  errors: { code: string; message: string }[] | null;
  product: {
    sku: string;
    name: string;
    url_key: string | null;
    small_image: { url: string | null; label: string | null } | null;
    stock_status: string | null;
    only_x_left_in_stock: number | null;
  };
  prices: { price: Money; row_total: Money; total_item_discount: Money | null } | null;
  customizable_options?: { label: string; values: CartOptionValue[] }[];
  configurable_options?: { option_label: string; value_label: string }[];
  bundle_options?: { label: string; values: { label: string; quantity: number }[] }[];
  amount?: Money;
  recipient_name?: string | null;
  recipient_email?: string | null;
  sender_name?: string | null;
  message?: string | null;
}

export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: { code: string | null; label: string | null; region_id: number | null } | null;
  postcode: string | null;
  country: { code: string; label: string };
  telephone: string | null;
  customer_address_id: number | null;
}

export interface Cart {
  id: string;
  total_quantity: number;
  is_virtual: boolean;
  alert: { type: string | null; message: string | null; icon: string | null } | null;
  applied_coupons: { code: string }[] | null;
  /** Gift codes paying part of the grand total (already taken off it). */
  applied_gift_codes?: { code: string; amount: Money; balance: Money }[] | null;
  items: CartLine[];
  billing_address: CartAddress | null;
  shipping_addresses: (CartAddress & {
    pickup_location?: { name: string; street: string | null; city: string | null } | null;
    selected_shipping_method: { carrier_code: string; method_code: string; amount: Money } | null;
  })[];
  selected_payment_method: { code: string; title: string } | null;
  available_payment_methods: { code: string; title: string }[] | null;
  prices: {
    grand_total: Money | null;
    subtotal_excluding_tax: Money | null;
    subtotal_including_tax: Money | null;
    discounts: { label: string; amount: Money }[] | null;
    applied_taxes: { label: string; amount: Money }[] | null;
  } | null;
}

const MONEY = 'value currency';
const ADDRESS = `firstname lastname company street city region { code label region_id } postcode country { code label } telephone customer_address_id`;

/** The cart's fields for the cart page and checkout: lines of every type with their options, totals, addresses. */
export const CART_FIELDS = `id total_quantity is_virtual alert { type message icon } applied_coupons { code } applied_gift_codes { code amount { ${MONEY} } balance { ${MONEY} } }
  items { __typename uid id quantity is_available errors { code message }
    product { sku name url_key small_image { url label } stock_status only_x_left_in_stock }
    prices { price { ${MONEY} } row_total { ${MONEY} } total_item_discount { ${MONEY} } }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on VirtualCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { customizable_options { label values { label value } } configurable_options { option_label value_label } }
    ... on BundleCartItem { customizable_options { label values { label value } } bundle_options { label values { label quantity } } }
    ... on GiftCardCartItem { customizable_options { label values { label value } } amount { ${MONEY} } recipient_name recipient_email sender_name message } }
  billing_address { ${ADDRESS} }
  shipping_addresses { ${ADDRESS} pickup_location { name street city } selected_shipping_method { carrier_code method_code amount { ${MONEY} } } }
  selected_payment_method { code title }
  available_payment_methods { code title }
  prices { grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} }
    discounts { label amount { ${MONEY} } } applied_taxes { label amount { ${MONEY} } } }`;
