import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import Box from '@mui/material/Box';
import type { Shop } from '@/lib/api/commerce-api';
import { LoadingScreen } from '@/components/loading-screen';
import { CartCount } from './components/cart-count';
import { MegaMenu } from './components/mega-menu';
import { OtherShopLink } from './components/other-shop-link';
import { SearchBox } from './components/search-box';
import { ShopNotFound } from './components/shop-not-found';
import { SHOP_BASES, ShopContext } from './shop-context';

// Each shop screen is its own chunk, loaded when first visited.
const ShopHomePage = lazy(() => import('./home/shop-home-page'));
const CategoryPage = lazy(() => import('./listing/category-page'));
const SearchPage = lazy(() => import('./listing/search-page'));
const ProductPage = lazy(() => import('./product/product-page'));
const ProShopPage = lazy(() => import('./pro/pro-shop-page'));

/**
 * The catalogue screens of one shop (main at /shop, launch monitor at /launch-monitor-shop):
 * the mega-menu, the search box and the cart count above each of them.
 */
export default function ShopRoutes({ shop }: { shop: Shop }) {
  return (
    <ShopContext.Provider value={{ shop, base: SHOP_BASES[shop] }}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <MegaMenu />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', flex: { xs: '1 1 100%', lg: '0 1 auto' } }}>
            <SearchBox />
            <CartCount />
            <OtherShopLink />
          </Box>
        </Box>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route index element={<ShopHomePage />} />
            <Route path="category/*" element={<CategoryPage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="product/:urlKey" element={<ProductPage />} />
            <Route path="pro/:value" element={<ProShopPage />} />
            <Route path="*" element={<ShopNotFound />} />
          </Routes>
        </Suspense>
      </Box>
    </ShopContext.Provider>
  );
}
