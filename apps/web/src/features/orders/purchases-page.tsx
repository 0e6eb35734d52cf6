import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PurchaseEntry } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { usePurchasesQuery } from './api';
import { OrderStatus } from './components/order-status';
import { PaymentReturn } from './components/payment-return';
import { ReceiptDialog } from './components/receipt-dialog';
import { formatMoney, formatOrderDate } from './format';
import { descriptionOf } from './purchase-items';

/**
 * Purchase history (spec 001 §2, §7): every purchase of the portal account as the service returns
 * it (shop orders, lessons, plans, memberships), newest first, each with its receipt.
 */
export default function PurchasesPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const purchases = usePurchasesQuery();
  const [open, setOpen] = useState<PurchaseEntry | null>(null);
  const refetch = purchases.refetch;
  const onSettled = useCallback(() => void refetch(), [refetch]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('purchases.title')} documentTitle={`${t('purchases.title')} · ${t('common:productName')}`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{t('purchases.intro')}</Typography>
        <Button component={RouterLink} to="/shop/orders">
          {t('purchases.toOrders')}
        </Button>
      </Box>
      <PaymentReturn onSettled={onSettled} />
      <QueryState query={purchases} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={t('purchases.loadFailed')} empty={t('purchases.empty')}>
        {(d) => (
          <Box component="ul" aria-label={t('purchases.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {d.map((p) => (
              <Box
                component="li"
                key={p.requestId}
                sx={{
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { mobile: '1fr', sm: '1fr auto' },
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {descriptionOf(p, t, i18n.language) || t('order', { number: p.orderNumber })}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[formatOrderDate(p.date, i18n.language), t('order', { number: p.orderNumber }), t('purchases.for', { name: p.studentName })].join(' · ')}
                  </Typography>
                  <Box>
                    <OrderStatus status={p.status} />
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: { mobile: 'space-between', sm: 'flex-end' }, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{formatMoney(p.total, p.currency, i18n.language)}</Typography>
                  <Button
                    variant="outlined"
                    startIcon={<ReceiptIcon />}
                    onClick={() => setOpen(p)}
                    aria-label={t('purchases.receiptFor', { number: p.orderNumber })}
                  >
                    {t('purchases.receipt')}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
      <ReceiptDialog purchase={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
