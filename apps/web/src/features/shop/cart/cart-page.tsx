import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { useShopPlace } from '../shop-context';
import { useCartQuery } from './cart-api';
import { CartLineRow } from './components/cart-line-row';
import { CartTotals } from './components/cart-totals';
import { CouponForm } from './components/coupon-form';
import { GiftCodeForm } from './components/gift-code-form';

const alertSeverity = (type: string | null) => (type === 'error' || type === 'warning' || type === 'success' ? type : 'info');

/** The cart page (spec 001 §2): lines, quantities, coupon, totals, and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation(['cart', 'common']);
  const { shop, base } = useShopPlace();
  const cart = useCartQuery(shop);
  const data = cart.data;
  const lines = data?.items ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
      {cart.isError ? <ErrorState message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void cart.refetch()} /> : null}
      {cart.isLoading ? <Skeleton variant="rounded" height={160} aria-label={t('loading')} role="status" /> : null}
      {data?.alert?.message ? <Alert severity={alertSeverity(data.alert.type)}>{data.alert.message}</Alert> : null}
      {data && lines.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography component="h2" variant="h6">
              {t('empty.title')}
            </Typography>
            <Typography>{t('empty.text')}</Typography>
            <Button component={RouterLink} to={base} variant="contained">
              {t('empty.shop')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {data && lines.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { mobile: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
          <Box component="section" aria-label={t('linesLabel', { count: data.total_quantity })}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {lines.map((line) => (
                <CartLineRow key={line.uid} line={line} cartId={data.id} />
              ))}
            </Box>
          </Box>
          <Card variant="outlined" component="section" aria-labelledby="cart-summary-title">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography id="cart-summary-title" component="h2" variant="h6">
                {t('summary')}
              </Typography>
              <CouponForm cartId={data.id} applied={data.applied_coupons?.[0]?.code ?? null} />
              <GiftCodeForm cartId={data.id} applied={data.applied_gift_codes ?? []} />
              <CartTotals prices={data.prices} giftCodes={data.applied_gift_codes} isVirtual={data.is_virtual} />
              <Button component={RouterLink} to={`${base}/checkout`} variant="contained" size="large">
                {t('toCheckout')}
              </Button>
              <Button component={RouterLink} to={base}>
                {t('continueShopping')}
              </Button>
            </CardContent>
          </Card>
        </Box>
      ) : null}
    </Box>
  );
}
