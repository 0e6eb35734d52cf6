import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DetailOpening, DetailSection } from '@/components/detail-page';
import { PageHeading } from '@/components/page-heading';
import { useCustomerOrderQuery, type OrderDetail } from './api';
import { useOrdersPlace } from './use-orders-place';
import { AddressLines } from './components/order-address';
import { BuyAgain } from './components/buy-again';
import { OrderItems } from './components/order-items';
import { OrderShipments } from './components/order-shipments';
import { OrderStatus } from './components/order-status';
import { OrderTotals } from './components/order-totals';
import { useShowsTaxIncluded } from '@/lib/api/tax-display';
import { cardExpiry, formatMoney, formatOrderDate } from './format';

const CARD_BRANDS: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DI: 'Discover',
  JCB: 'JCB',
  DN: 'Diners Club',
  UN: 'UnionPay',
  MI: 'Maestro',
};

/** How the order was paid: the method, and for a card only its brand, last four digits and expiry. */
function Payment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {(order.payment_methods ?? []).map((p, i) => {
        const expiry = cardExpiry(p.cc_exp_month, p.cc_exp_year);
        return (
          <Box key={i}>
            <Typography>{p.name}</Typography>
            {p.cc_last_4 ? (
              <Typography>
                {t('payment.card', { brand: (p.cc_type && CARD_BRANDS[p.cc_type]) ?? p.cc_type ?? '', last4: p.cc_last_4 })}
                {expiry ? ` · ${t('payment.expires', { expiry })}` : ''}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </>
  );
}

/** One order by its exact number (spec 001 §2): items, shipments, addresses, payment, totals, buy again. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const number = useParams().number ?? '';
  const { shop, base } = useOrdersPlace();
  const taxIncluded = useShowsTaxIncluded(shop);
  const order = useCustomerOrderQuery({ number: number ?? '', shop }, { skip: !number });
  const o = order.data;
  const back = (
    <Button component={RouterLink} to={`${base}/orders`} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
      {t('detail.back')}
    </Button>
  );
  if (order.isSuccess && !o) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <PageHeading title={t('notFound.title')} documentTitle={`${t('notFound.title')} · ${t('common:productName')}`} />
        <Typography>{t('notFound.text', { number })}</Typography>
      </Box>
    );
  }
  const currency = o?.total?.grand_total.currency ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailOpening back={`${base}/orders`} backLabel={t('detail.back')} query={order} loadingLabel={t('loading')} failedMessage={t('detail.loadFailed')} />
      {o ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <PageHeading title={t('order', { number: o.number })} documentTitle={`${t('order', { number: o.number })} · ${t('common:productName')}`} />
            <OrderStatus status={o.status} />
          </Box>
          <Typography color="text.secondary">
            {[t('detail.placed', { date: formatOrderDate(o.order_date, i18n.language) }), o.student_name ? t('detail.for', { name: o.student_name }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <BuyAgain orderNumber={o.number} />
            {o.amrma_is_returnable && shop === 'main' ? (
              <Button component={RouterLink} to={`/shop/returns?order=${encodeURIComponent(o.number)}`} variant="outlined">
                {t('returns.start')}
              </Button>
            ) : null}
          </Box>
          <DetailSection id="order-items" title={t('detail.items')}>
            <OrderItems items={o.items ?? []} currency={currency} taxIncluded={taxIncluded} />
          </DetailSection>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', md: '1fr 1fr' } }}>
            <DetailSection id="order-shipments" title={t('shipments.title')}>
              {o.carrier ? <Typography color="text.secondary">{t('shipments.method', { carrier: o.carrier })}</Typography> : null}
              <OrderShipments shipments={o.shipments} />
            </DetailSection>
            <DetailSection id="order-payment" title={t('payment.title')}>
              <Payment order={o} />
            </DetailSection>
            {o.shipping_address ? (
              <DetailSection id="order-shipping-address" title={t('address.shipping')}>
                <AddressLines address={o.shipping_address} locale={i18n.language} />
              </DetailSection>
            ) : null}
            {o.billing_address ? (
              <DetailSection id="order-billing-address" title={t('address.billing')}>
                <AddressLines address={o.billing_address} locale={i18n.language} />
              </DetailSection>
            ) : null}
          </Box>
          {o.total ? (
            <DetailSection id="order-totals" title={t('totals.title')}>
              <OrderTotals total={o.total} taxIncluded={taxIncluded} />
            </DetailSection>
          ) : null}
          {o.credit_memos?.length ? (
            <DetailSection id="order-refunds" title={t('returns.refunds')}>
              {o.credit_memos.map((m) => (
                <Typography key={m.number}>
                  {t('returns.refund', {
                    amount: formatMoney(m.total?.grand_total.value, m.total?.grand_total.currency, i18n.language),
                    items: (m.items ?? []).map((i) => `${i.product_name ?? ''} × ${i.quantity_refunded ?? 0}`).join(', '),
                  })}
                </Typography>
              ))}
            </DetailSection>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
