import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageHeading } from '@/components/page-heading';
import { useShopPlace } from '../shop-context';
import { useShowsTaxIncluded } from '@/lib/api/tax-display';
import { CartTotals } from '../cart/components/cart-totals';
import { usePlacedOrderQuery } from './checkout-api';

/** The order is placed: its number, the way to its detail (the account's orders page), and back to the shop. */
export default function CheckoutSuccessPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const { orderNumber = '' } = useParams();
  const { base, shop } = useShopPlace();
  const order = usePlacedOrderQuery({ number: orderNumber, shop }, { skip: !orderNumber });
  const totals = order.data?.totals;
  const taxIncluded = useShowsTaxIncluded(shop);
  // Another tab placed this cart's order while this one was at checkout: say so, it is the same order.
  const elsewhere = (useLocation().state as { elsewhere?: boolean } | null)?.elsewhere === true;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeading title={t('success.title')} documentTitle={`${t('success.title')} · ${t('common:productName')}`} />
      {elsewhere ? (
        <Alert severity="info" role="status">
          {t('success.elsewhere')}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Typography sx={{ fontSize: '1.125rem' }}>{t('success.number', { number: orderNumber })}</Typography>
          </Box>
          {/* Only goods are picked up: an order of gift cards, lessons or memberships says where they go instead. */}
          <Typography>{order.data ? t(order.data.isVirtual ? 'success.textVirtual' : 'success.text') : t('success.textLoading')}</Typography>
          {totals ? (
            <Box component="section" aria-label={t('summary.title')} sx={{ width: '100%', maxWidth: 420 }}>
              <CartTotals
                isVirtual={order.data!.isVirtual}
                taxIncluded={taxIncluded}
                giftCodes={totals.gift_voucher_info?.codes ?? []}
                prices={{
                  subtotal_excluding_tax: totals.subtotal,
                  subtotal_including_tax: totals.subtotal_incl_tax,
                  discounts: totals.discounts,
                  discounts_including_tax: totals.discounts_including_tax,
                  applied_taxes: (totals.taxes ?? []).map((tax) => ({ label: tax.title, amount: tax.amount })),
                  grand_total: totals.grand_total,
                }}
              />
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`${base}/orders/${encodeURIComponent(orderNumber)}`} variant="contained">
              {t('success.viewOrder')}
            </Button>
            <Button component={RouterLink} to={base}>
              {t('success.continue')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
