import Decimal from 'decimal.js';
import type { ShippingChoice } from './cart.types.ts';

/**
 * The shop's one delivery choice (spec §4): carrier localPickup, method flatrate. Orders are picked
 * up at the customer's golf centre, so the flat rate is nothing.
 */
export const LOCAL_PICKUP = {
  carrierCode: 'localPickup',
  methodCode: 'flatrate',
  carrierTitle: 'Local Pickup',
  methodTitle: 'Pick up at your golf centre',
  amount: new Decimal(0),
} as const;

export function isOffered(choice: ShippingChoice): boolean {
  return choice.carrierCode === LOCAL_PICKUP.carrierCode && choice.methodCode === LOCAL_PICKUP.methodCode;
}

export function shippingAmount(choice: ShippingChoice): Decimal {
  return isOffered(choice) ? LOCAL_PICKUP.amount : new Decimal(0);
}
