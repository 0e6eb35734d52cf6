import { useLocation } from 'react-router';
import { shopPlaceOf, type ShopPlace } from '@/lib/shop-place';

/** The shop whose orders the page shows, from its address (/shop/orders or /launch-monitor-shop/orders). */
export const useOrdersPlace = (): ShopPlace => shopPlaceOf(useLocation().pathname);
