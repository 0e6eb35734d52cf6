import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ShopPlace } from '../shop-context';
import { useShowsTaxIncluded } from '@/lib/api/tax-display';
import { useCartQuery } from './cart-api';
import { formatMoney } from '@/lib/format/money';

/** The mini cart: the lines with quantity and row total, the subtotal, and links to the cart and checkout. */
export default function MiniCartPopover({ id, anchor, place, onClose }: { id: string; anchor: HTMLElement; place: ShopPlace; onClose: () => void }) {
  const { t, i18n } = useTranslation('cart');
  const cart = useCartQuery(place.shop);
  const taxIncluded = useShowsTaxIncluded(place.shop);
  const titleId = useId();
  const lines = cart.data?.items ?? [];
  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(360px, calc(100vw - 16px))', p: 2 } } as object }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('mini.title')}
      </Typography>
      {cart.isLoading ? <Skeleton variant="rounded" height={80} aria-label={t('loading')} role="status" /> : null}
      {cart.isError ? <Typography color="error">{t('loadFailed')}</Typography> : null}
      {cart.data && lines.length === 0 ? <Typography>{t('empty.title')}</Typography> : null}
      {lines.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
          {lines.map((line) => (
            <Box
              component="li"
              key={line.uid}
              sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('mini.line', { quantity: line.quantity, name: line.product.name })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatMoney(taxIncluded ? line.prices?.row_total_including_tax : line.prices?.row_total, i18n.language)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {lines.length ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5, fontWeight: 700 }}>
          <span>{t(taxIncluded ? 'totals.subtotalInclTax' : 'totals.subtotal')}</span>
          <span>{formatMoney(taxIncluded ? cart.data?.prices?.subtotal_including_tax : cart.data?.prices?.subtotal_excluding_tax, i18n.language)}</span>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${place.base}/cart`} variant="outlined" onClick={onClose} sx={{ flex: 1 }}>
          {t('mini.viewCart')}
        </Button>
        {lines.length ? (
          <Button component={RouterLink} to={`${place.base}/checkout`} variant="contained" onClick={onClose} sx={{ flex: 1 }}>
            {t('mini.checkout')}
          </Button>
        ) : null}
      </Box>
    </Popover>
  );
}
