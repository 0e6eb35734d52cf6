import { isBundle, isConfigurable, type ProductDetail } from '../catalogue/types';
import { subscriptionOption, type Selection } from './selection';

/** Spec 001 §4: bundle adds and configurable subscription adds signal the shop-wide add-cart status. */
export function signalsAddCartStatus(product: ProductDetail, selection: Selection): boolean {
  if (isBundle(product)) return true;
  return isConfigurable(product) && subscriptionOption(product) !== undefined && selection.purchase === 'subscribe';
}
