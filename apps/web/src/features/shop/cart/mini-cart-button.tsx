import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useLocation } from 'react-router';
import { shopCredentials } from '@/lib/api/commerce-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { shopPlaceOf } from '../shop-context';
import { useCartSummaryQuery } from './cart-api';

// The popover and its cart read load on first open: the header stays light on every page.
const MiniCartPopover = lazy(() => import('./mini-cart-popover'));

/**
 * The header's cart button: the count of items as a badge, the mini cart on click. It shows the
 * cart of the shop being browsed (launch-monitor pages: that shop's cart; elsewhere the main one).
 */
export function MiniCartButton() {
  const { t } = useTranslation('cart');
  const place = shopPlaceOf(useLocation().pathname);
  const hasShop = useSharedSelector((state) => Boolean(shopCredentials(state.user, place.shop).token));
  const summary = useCartSummaryQuery(place.shop, { skip: !hasShop });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (!hasShop) return null;
  const count = summary.data?.total_quantity ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('mini.open', { count })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <MiniCartPopover id={popoverId} anchor={anchor} place={place} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
