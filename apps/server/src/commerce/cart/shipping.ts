import Decimal from 'decimal.js';
import type { Locale } from '@golf/contracts';
import { textIn } from '../../platform/i18n.ts';
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

// The titles in the product's other languages (Magento words them per store view).
const CARRIER_TITLES = { fr: 'Retrait sur place', ja: '店舗受け取り', zh: '到店自取' };
const METHOD_TITLES = { fr: 'Retrait dans votre centre de golf', ja: 'ご利用のゴルフセンターで受け取り', zh: '在您的高尔夫中心取货' };

/** Local pickup's carrier and method titles in the reader's language. */
export function pickupTitlesIn(locale: Locale): { carrier: string; method: string } {
  return { carrier: textIn(CARRIER_TITLES, locale, LOCAL_PICKUP.carrierTitle), method: textIn(METHOD_TITLES, locale, LOCAL_PICKUP.methodTitle) };
}

/** A carrier title kept on an order, in the reader's language when it is local pickup's. */
export function carrierTitleIn(title: string, locale: Locale): string {
  return title === LOCAL_PICKUP.carrierTitle ? pickupTitlesIn(locale).carrier : title;
}

export function isOffered(choice: ShippingChoice): boolean {
  return choice.carrierCode === LOCAL_PICKUP.carrierCode && choice.methodCode === LOCAL_PICKUP.methodCode;
}

export function shippingAmount(choice: ShippingChoice): Decimal {
  return isOffered(choice) ? LOCAL_PICKUP.amount : new Decimal(0);
}
