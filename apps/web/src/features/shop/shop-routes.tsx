import { Suspense } from 'react';
import { Route, Routes, createRoutesFromChildren, matchRoutes } from 'react-router';
import Box from '@mui/material/Box';
import type { Shop } from '@/lib/api/commerce-api';
import { LoadingScreen } from '@/components/loading-screen';
import { lazyWithRetry, type PrefetchData, type Preloadable, type PreloadChildRoutes } from '@/lib/lazy-with-retry';
import { catalogueApi } from './catalogue/api';
import { CartCount } from './components/cart-count';
import { MegaMenu } from './components/mega-menu';
import { OtherShopLink } from './components/other-shop-link';
import { SearchBox } from './components/search-box';
import { ShopNotFound } from './components/shop-not-found';
import { SHOP_BASES, ShopContext, shopPlaceOf } from './shop-context';
import { AddCartStatusNotice, AddCartStatusProvider } from './cart/add-cart-status';

// Each shop screen is its own chunk, loaded when first visited (and tried again when it fails).
const ShopHomePage = lazyWithRetry(() => import('./home/shop-home-page'));
const CategoryPage = lazyWithRetry(() => import('./listing/category-page'));
const SearchPage = lazyWithRetry(() => import('./listing/search-page'));
const ProductPage = lazyWithRetry(() => import('./product/product-page'));
const ProShopPage = lazyWithRetry(() => import('./pro/pro-shop-page'));
const CartPage = lazyWithRetry(() => import('./cart/cart-page'));
const CheckoutPage = lazyWithRetry(() => import('./checkout/checkout-page'));
const ThreeDsReturnPage = lazyWithRetry(() => import('./checkout/three-ds-return-page'));
const CheckoutSuccessPage = lazyWithRetry(() => import('./checkout/success-page'));
const AddressesPage = lazyWithRetry(() => import('./addresses/addresses-page'));

/** The shop's screens, once: ShopRoutes renders them and preloadChildRoutes reads them. */
const SCREENS = (
  <>
    <Route index element={<ShopHomePage />} />
    <Route path="category/*" element={<CategoryPage />} />
    <Route path="search" element={<SearchPage />} />
    <Route path="product/:urlKey" element={<ProductPage />} />
    <Route path="pro/:value" element={<ProShopPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="checkout" element={<CheckoutPage />} />
    <Route path="checkout/3ds-return" element={<ThreeDsReturnPage />} />
    <Route path="checkout/success/:orderNumber" element={<CheckoutSuccessPage />} />
    <Route path="addresses" element={<AddressesPage />} />
    <Route path="*" element={<ShopNotFound />} />
  </>
);

/**
 * Asks for the chunk of the shop screen at `rest` (the address below the shop's base) while the app
 * starts (app/router.tsx): otherwise a product page's or the cart's chunk was asked for only once
 * this frame had rendered, after the translations, and its data after that. Answers that screen's
 * data prefetch with the parameters of its route here (a product's url key).
 */
export const preloadChildRoutes: PreloadChildRoutes = async (rest) => {
  const matches = matchRoutes(createRoutesFromChildren(SCREENS.props.children), `/${rest}`) ?? [];
  const loads = matches.map((match) => (match.route.element as { type?: Partial<Preloadable> } | undefined)?.type?.preload?.(undefined, match.params) ?? []);
  return (await Promise.all(loads)).flat();
};

/** The shop's menu (with the store's configuration it reads first), asked for while the app starts (PrefetchData). */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(catalogueApi.util.prefetch('megaMenu', shopPlaceOf(location.pathname).shop, {}));
};

/**
 * The screens of one shop (main at /shop, launch monitor at /launch-monitor-shop): catalogue,
 * cart, checkout and address book, with the mega-menu, the search box and the cart count above
 * each of them. Spec 001 §1: the launch-monitor shop repeats the cart, address and payment calls.
 */
export default function ShopRoutes({ shop }: { shop: Shop }) {
  return (
    <ShopContext.Provider value={{ shop, base: SHOP_BASES[shop] }}>
      <AddCartStatusProvider>
        <AddCartStatusNotice cartPath={`${SHOP_BASES[shop]}/cart`} />
        {/* minmax(0, 1fr): a screen's content never widens the column past the window. */}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <MegaMenu />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flex: { xs: '1 1 100%', lg: '0 1 auto' } }}>
              <SearchBox />
              {/* Below the wide layout the count and the way to the other shop are a line each: the
                  count arrives after the page, and its text's width must not move what is below. */}
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, alignItems: { xs: 'flex-start', lg: 'center' }, gap: { xs: 1, lg: 2 } }}>
                <CartCount />
                <OtherShopLink />
              </Box>
            </Box>
          </Box>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>{SCREENS}</Routes>
          </Suspense>
        </Box>
      </AddCartStatusProvider>
    </ShopContext.Provider>
  );
}
