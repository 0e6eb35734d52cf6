import { PASSWORD_MIN } from '@golf/contracts';
import type { Resolvers } from '../graphql/index.ts';
import { CUSTOMER_TOKEN_HOURS } from '../customer/index.ts';
import { includedTaxPercent } from '../tax/index.ts';

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: async (_, __, { store, baseUrl, ctx }) => {
      // Magento's tax display settings (1 without tax, 2 with it), from the one tax rule: Japan's rates are included in prices.
      const display = (await includedTaxPercent(ctx.db, store.countryCode)).isZero() ? 1 : 2;
      return {
        id: store.id,
        code: store.code,
        store_code: store.code,
        store_name: store.name,
        store_group_code: store.websiteCode,
        website_id: store.websiteId,
        website_code: store.websiteCode,
        locale: store.locale,
        base_currency_code: store.currency,
        default_display_currency_code: store.currency,
        timezone: store.timezone,
        weight_unit: store.weightUnit,
        base_url: `${baseUrl}/`,
        base_link_url: `${baseUrl}/`,
        secure_base_url: `${baseUrl}/`,
        secure_base_link_url: `${baseUrl}/`,
        root_category_id: store.rootCategoryId,
        root_category_uid: uid(store.rootCategoryId),
        product_url_suffix: '',
        category_url_suffix: '',
        is_default_store: store.isDefault,
        default_title: store.name,
        copyright: `© ${ctx.clock.now().getUTCFullYear()} ${store.name}`,
        // The spec's page sizes: 10 a category page, more on request.
        grid_per_page: 10,
        grid_per_page_values: '10,20,40',
        list_per_page: 10,
        list_per_page_values: '10,20,40',
        list_mode: 'grid-list',
        catalog_default_sort_by: 'position',
        title_separator: '-',
        configurable_thumbnail_source: 'itself',
        store_group_name: store.websiteCode === 'main' ? 'Golf Shop' : 'Launch Monitor Shop',
        product_canonical_tag: true,
        category_canonical_tag: true,
        magento_wishlist_general_is_enabled: '0',
        minimum_password_length: String(PASSWORD_MIN),
        customer_access_token_lifetime: CUSTOMER_TOKEN_HOURS,
        shopping_cart_display_price: display,
        shopping_cart_display_subtotal: display,
        shopping_cart_display_shipping: display,
        shopping_cart_display_grand_total: true,
        shopping_cart_display_zero_tax: display === 2,
      };
    },
  },
};
