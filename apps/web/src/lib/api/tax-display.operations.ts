// The store's tax display setting (Magento's tax/cart_display/price); `npm run codegen` reads it.

/** 1: prices without tax; 2: with tax (the Japan store, where consumption tax is included in prices). */
export const TAX_DISPLAY = 'query TaxDisplay { storeConfig { shopping_cart_display_price } }';
