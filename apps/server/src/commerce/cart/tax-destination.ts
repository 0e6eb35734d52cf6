import { onTransaction } from '../../platform/db/index.ts';
import { pickupCodeOfCustomer } from '../customer/index.ts';
import { cartStatements } from './cart-statements.ts';
import type { CartRow, Tx } from './cart-access.ts';

/** Where a cart's sales tax is figured: a country and, where it has them, a region. */
export interface TaxDestination {
  countryCode: string;
  regionCode: string | null;
  postcode: string | null;
  /** Why this place: the pickup location, the cart's address, or the customer's default address. */
  source: 'pickup' | 'shipping' | 'billing' | 'default-billing';
}

/** The pickup location the cart's goods go to: the one on its shipping address, else the customer's center. */
export async function pickupCodeOf(tx: Tx, cart: CartRow): Promise<string | null> {
  if (cart.shippingAddress?.pickupLocationCode) return cart.shippingAddress.pickupLocationCode;
  return pickupCodeOfCustomer(tx, cart.customerId);
}

/**
 * Where tax is due, as sales tax is: goods are picked up at the customer's golf center (the shop's
 * only delivery), so they are taxed at that center's address, whatever the billing address is.
 * Virtual carts (lesson packs, e-mailed gift cards) are taxed at the billing address. Before the
 * customer gives an address, the estimate uses their default billing address, as Magento does for
 * a signed-in customer, so the total shown in the cart does not change at checkout. One query.
 */
export async function taxDestinationOf(tx: Tx, cart: CartRow, isVirtual: boolean): Promise<TaxDestination | null> {
  const cartPickup = isVirtual ? null : (cart.shippingAddress?.pickupLocationCode ?? null);
  const places = onTransaction(tx, cartStatements, (s) => (isVirtual ? s.taxPlacesVirtual : s.taxPlacesGoods));
  const [row] = await places.execute({ customerId: cart.customerId, cartPickup });
  if (row?.pickupCountry) return { countryCode: row.pickupCountry, regionCode: row.pickupRegion, postcode: row.pickupPostcode, source: 'pickup' };
  const at = (a: NonNullable<CartRow['billingAddress']>, source: TaxDestination['source']): TaxDestination => ({
    countryCode: a.countryCode,
    regionCode: a.regionCode,
    postcode: a.postcode ?? null,
    source,
  });
  if (!isVirtual && cart.shippingAddress) return at(cart.shippingAddress, 'shipping');
  if (cart.billingAddress) return at(cart.billingAddress, 'billing');
  return row?.bookCountry ? { countryCode: row.bookCountry, regionCode: row.bookRegion, postcode: row.bookPostcode, source: 'default-billing' } : null;
}
