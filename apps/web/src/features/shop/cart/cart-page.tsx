import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { signedInShopAt, useShopPlace } from '../shop-context';
import { prefetchTaxDisplay, useShowsTaxIncluded } from '@/lib/api/tax-display';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { cartApi, useCartQuery } from './cart-api';
import { CartLineRow } from './components/cart-line-row';
import { CartTotals } from './components/cart-totals';
import { CouponForm } from './components/coupon-form';
import { GiftCodeForm } from './components/gift-code-form';

const alertSeverity = (type: string | null) => (type === 'error' || type === 'warning' || type === 'success' ? type : 'info');

/** The cart and how its prices show, asked for while the app starts (PrefetchData) when the shop's customer is signed in, as the page asks for them. */
export const prefetchData: PrefetchData = ({ dispatch, state }) => {
  const shop = signedInShopAt(location.pathname, state.user);
  if (!shop) return;
  void dispatch(cartApi.util.prefetch('cart', shop, {}));
  void dispatch(prefetchTaxDisplay(shop));
};

/** The cart page (spec 001 §2): lines, quantities, coupon, totals, and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation(['cart', 'common']);
  const { shop, base } = useShopPlace();
  const taxIncluded = useShowsTaxIncluded(shop);
  const cart = useCartQuery(shop);
  const alert = cart.data?.alert;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
      {alert?.message ? <Alert severity={alertSeverity(alert.type)}>{alert.message}</Alert> : null}
      <QueryState
        query={cart}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(data) => (data.items ?? []).length === 0}
        empty={
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
        }
      >
        {(data) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { mobile: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
            <Box component="section" aria-label={t('linesLabel', { count: data.total_quantity })}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {(data.items ?? []).map((line) => (
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
                <CartTotals prices={data.prices} giftCodes={data.applied_gift_codes} isVirtual={data.is_virtual} taxIncluded={taxIncluded} />
                <Button component={RouterLink} to={`${base}/checkout`} variant="contained" size="large">
                  {t('toCheckout')}
                </Button>
                <Button component={RouterLink} to={base}>
                  {t('continueShopping')}
                </Button>
              </CardContent>
            </Card>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
