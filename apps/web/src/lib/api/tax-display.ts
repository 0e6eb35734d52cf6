import { commerceApi, type Shop } from './commerce-api';
import type { TaxDisplayQuery } from './generated/commerce-operations';
import { TAX_DISPLAY } from './tax-display.operations';

const taxDisplayApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    taxDisplay: build.query<boolean, Shop>({
      query: (shop) => ({ query: TAX_DISPLAY, method: 'GET', shop }),
      transformResponse: (data: TaxDisplayQuery) => data.storeConfig?.shopping_cart_display_price === 2,
    }),
  }),
});

/**
 * Whether the shop shows prices with their tax in (Japan's 総額表示): then every line and total is
 * read with tax and the tax is named as included. The server decides it from its tax rates.
 */
export function useShowsTaxIncluded(shop: Shop): boolean {
  return taxDisplayApi.useTaxDisplayQuery(shop).data ?? false;
}

/** Asks for the shop's tax display ahead of a screen that shows it (a screen's PrefetchData). */
export const prefetchTaxDisplay = (shop: Shop) => taxDisplayApi.util.prefetch('taxDisplay', shop, {});
