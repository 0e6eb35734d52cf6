import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { OrderDetail } from '../api';
import { formatMoney } from '../format';

/** The order's totals as the server computed them: subtotal, discounts, each tax, shipping, gift codes, grand total (what was charged). */
export function OrderTotals({ total }: { total: NonNullable<OrderDetail['total']> }) {
  const { t, i18n } = useTranslation('orders');
  const money = (m: { value: number | null; currency: string | null }) => formatMoney(m.value, m.currency, i18n.language);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('totals.subtotal'), value: money(total.subtotal) },
    // Discounts come as positive amounts off the order.
    ...(total.discounts ?? []).map((d) => ({ label: t('totals.discount', { label: d.label }), value: `−${money(d.amount)}` })),
    ...(total.taxes?.length
      ? total.taxes.map((x) => ({ label: t('totals.tax', { title: x.title, rate: x.rate }), value: money(x.amount) }))
      : [{ label: t('totals.taxes'), value: money(total.total_tax) }]),
    { label: t('totals.shipping'), value: money(total.total_shipping) },
    // What gift codes paid: taken off before the card was charged the grand total.
    ...(total.gift_voucher_info?.codes ?? []).map((g) => ({ label: t('totals.giftCode', { code: g.code }), value: `−${money(g.amount)}` })),
    { label: t('totals.grandTotal'), value: money(total.grand_total), strong: true },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.75, maxWidth: 420 }}>
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents', '& > *': { fontWeight: r.strong ? 700 : 400, fontSize: r.strong ? '1.05rem' : undefined } }}>
          <Box component="dt">{r.label}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {r.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
