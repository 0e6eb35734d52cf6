import type { Ctx } from '../../platform/context.ts';
import { ServiceError } from '../../platform/errors.ts';
import { createAddress, findAddress, validateAddress, type AddressRow } from '../addresses/index.ts';
import { changeCart, isOffered, pickupCodeOf, saveCheckoutChoices, type AddressSnapshot, type CartRow, type Shopper } from '../cart/index.ts';
import { findPickupLocation } from '../pickup/index.ts';

/** Magento's CartAddressInput. */
export interface CartAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  save_in_address_book?: boolean | null;
  fax?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
}

const snapshotOfRow = (row: AddressRow, extra: Partial<AddressSnapshot> = {}): AddressSnapshot => ({
  customerAddressId: row.id,
  prefix: row.prefix,
  firstname: row.firstname,
  middlename: row.middlename,
  lastname: row.lastname,
  suffix: row.suffix,
  company: row.company,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  countryCode: row.countryCode,
  regionCode: row.regionCode,
  regionName: row.regionName,
  regionId: row.regionId,
  telephone: row.telephone,
  fax: row.fax,
  vatId: row.vatId,
  customerNotes: null,
  pickupLocationCode: null,
  ...extra,
});

/** An address given on the cart: from the address book, or typed (validated, and saved to the book when asked). */
export async function addressOf(
  ctx: Ctx,
  shopper: Shopper,
  kind: 'shipping' | 'billing',
  input: { customer_address_id?: number | null; address?: CartAddressInput | null },
  extra: Partial<AddressSnapshot> = {},
): Promise<AddressSnapshot> {
  // The address book is a customer's: a guest (no token) may type an address but not use or fill one.
  const customerId = () => {
    if (!shopper.customer) throw new ServiceError('unauthenticated', "The current customer isn't authorized.");
    return shopper.customer.id;
  };
  if (input.customer_address_id && input.address)
    throw new ServiceError('invalid', `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`);
  if (input.customer_address_id) return snapshotOfRow(await findAddress(ctx.db, customerId(), input.customer_address_id), extra);
  if (!input.address)
    throw new ServiceError(
      'invalid',
      kind === 'shipping'
        ? 'The shipping address must contain either "customer_address_id" or "address".'
        : 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  const a = input.address;
  const fields = { ...a, countryCode: a.country_code, vatId: a.vat_id, region: { name: a.region, code: a.region, id: a.region_id } };
  const valid = validateAddress(fields);
  if (a.save_in_address_book) {
    const saved = await createAddress(ctx, customerId(), fields);
    return snapshotOfRow(saved, extra);
  }
  return { customerAddressId: null, ...valid, customerNotes: null, pickupLocationCode: null, ...extra };
}

const cleanNote = (s: string | null | undefined) => s?.trim().slice(0, 1000) || null;

/** Sets the one shipping address. Refuses several, a virtual cart, and an address the customer may not use. */
export async function setShippingAddress(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  inputs: { customer_address_id?: number | null; address?: CartAddressInput | null; customer_notes?: string | null; pickup_location_code?: string | null }[],
): Promise<CartRow> {
  if (inputs.length > 1) throw new ServiceError('invalid', 'You cannot specify multiple shipping addresses.');
  const input = inputs[0];
  if (!input) throw new ServiceError('invalid', 'Required parameter "shipping_addresses" is missing');
  const pickupCode = input.pickup_location_code?.trim() || null;
  if (pickupCode && !(await findPickupLocation(ctx.db, pickupCode)))
    throw new ServiceError('invalid', `There is no pickup location "${pickupCode.slice(0, 64)}". Choose one of the shop's golf centers.`, {
      field: 'pickup_location_code',
    });
  const address = await addressOf(ctx, shopper, 'shipping', input, { customerNotes: cleanNote(input.customer_notes), pickupLocationCode: pickupCode });
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    if (cart.totals.isVirtual) throw new ServiceError('invalid', 'Shipping address is not allowed on cart: cart contains no items for shipment.');
    await saveCheckoutChoices(tx, cart.id, { shippingAddress: address });
  });
  return cart;
}

/** Sets the billing address: from the book, typed, or the same as the shipping address; optionally for shipping too. */
export async function setBillingAddress(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  input: { customer_address_id?: number | null; address?: CartAddressInput | null; use_for_shipping?: boolean | null; same_as_shipping?: boolean | null },
): Promise<CartRow> {
  const address = input.same_as_shipping ? null : await addressOf(ctx, shopper, 'billing', input);
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    let billing = address;
    if (input.same_as_shipping) {
      if (!cart.shippingAddress)
        throw new ServiceError('invalid', 'Could not use the "same_as_shipping" option, because the shipping address has not been set.');
      billing = { ...cart.shippingAddress, customerNotes: null, pickupLocationCode: null };
    }
    const forShipping = !!input.use_for_shipping && !cart.totals.isVirtual;
    await saveCheckoutChoices(tx, cart.id, { billingAddress: billing, ...(forShipping ? { shippingAddress: billing } : {}) });
  });
  return cart;
}

/** Sets the delivery method: only the shop's fixed choice (localPickup / flatrate), once a shipping address is set. */
export async function setShippingMethod(
  ctx: Ctx,
  shopper: Shopper,
  maskedId: string,
  methods: { carrier_code: string; method_code: string }[],
): Promise<CartRow> {
  if (methods.length > 1) throw new ServiceError('invalid', 'You cannot specify multiple shipping methods.');
  const method = methods[0];
  if (!method?.carrier_code) throw new ServiceError('invalid', 'Required parameter "carrier_code" is missing.');
  if (!method.method_code) throw new ServiceError('invalid', 'Required parameter "method_code" is missing.');
  const choice = { carrierCode: method.carrier_code, methodCode: method.method_code };
  const { cart } = await changeCart(ctx, shopper, maskedId, async (tx, cart) => {
    if (!cart.shippingAddress) throw new ServiceError('invalid', 'The shipping address is missing. Set the address and try again.');
    if (!isOffered(choice)) throw new ServiceError('invalid', `Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`);
    // Local pickup happens at the customer's golf center unless the address named another one; the
    // order records where, and its tax is that place's (see taxDestinationOf).
    const pickupLocationCode = await pickupCodeOf(tx, cart);
    await saveCheckoutChoices(tx, cart.id, { shippingMethod: choice, shippingAddress: { ...cart.shippingAddress!, pickupLocationCode } });
  });
  return cart;
}
