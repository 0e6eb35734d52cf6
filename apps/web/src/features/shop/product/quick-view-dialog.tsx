import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorState } from '@/components/error-state';
import { useProductQuery } from '../catalogue/api';
import type { ProductCard } from '../catalogue/types';
import { productPath, useShopPlace } from '../shop-context';
import { MediaGallery } from './media-gallery';
import { PurchaseForm } from './purchase-form';
import { shownFor } from './selection';
import { useSelection } from './use-selection';

/** A product's essentials and its add to cart, over the listing (spec 001 §2 quick view). */
export function QuickViewDialog({ product, onClose }: { product: ProductCard | null; onClose: () => void }) {
  const { t } = useTranslation(['shop', 'common']);
  const { shop, base } = useShopPlace();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useProductQuery({ shop, urlKey: product?.url_key ?? '' }, { skip: !product });
  const [selection, setSelection] = useSelection(detail.data);
  const titleId = 'quick-view-title';
  return (
    <Dialog open={!!product} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{product?.name}</DialogTitle>
      <DialogContent dividers>
        {detail.isFetching && !detail.data ? <Skeleton variant="rounded" height={320} aria-label={t('loadingProduct')} role="status" /> : null}
        {detail.isError ? <ErrorState message={t('productLoadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void detail.refetch()} /> : null}
        {detail.data && selection ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
            <MediaGallery media={shownFor(detail.data, selection).media} name={detail.data.name} />
            <Box sx={{ display: 'grid', gap: 2 }}>
              {detail.data.short_description?.html ? (
                <Typography component="div" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: detail.data.short_description.html }} />
              ) : null}
              <PurchaseForm key={detail.data.uid} product={detail.data} selection={selection} onChange={setSelection} />
            </Box>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {product ? (
          <Button component={Link} to={productPath(base, product.url_key)} onClick={onClose}>
            {t('quickView.details')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
