import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { OrderDetail } from '../api';
import { formatMoney } from '../format';

/** The order's totals as the server computed them: subtotal, discounts, each tax, shipping, gift codes, grand total (what was charged). */
/** In a store that shows prices with tax (Japan), the subtotal and discounts carry their tax and the tax is named as included. */
export function OrderTotals({ total, taxIncluded = false }: { total: NonNullable<OrderDetail['total']>; taxIncluded?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const money = (m: { value: number | null; currency: string | null }) => formatMoney(m.value, m.currency, i18n.language);
  const taxes = total.taxes?.length
    ? total.taxes.map((x) => ({ label: t('totals.tax', { title: x.title, rate: x.rate }), value: money(x.amount) }))
    : [{ label: t('totals.taxes'), value: money(total.total_tax) }];
  const rows: { label: string; value: string; strong?: boolean; small?: boolean }[] = [
    taxIncluded ? { label: t('totals.subtotalInclTax'), value: money(total.subtotal_incl_tax) } : { label: t('totals.subtotal'), value: money(total.subtotal) },
    // Discounts come as positive amounts off the order.
    ...((taxIncluded ? total.discounts_including_tax : total.discounts) ?? []).map((d) => ({
      label: t('totals.discount', { label: d.label }),
      value: `−${money(d.amount)}`,
    })),
    ...(taxIncluded ? [] : taxes),
    { label: t('totals.shipping'), value: money(total.total_shipping) },
    // What gift codes paid: taken off before the card was charged the grand total.
    ...(total.gift_voucher_info?.codes ?? []).map((g) => ({ label: t('totals.giftCode', { code: g.code }), value: `−${money(g.amount)}` })),
    { label: t('totals.grandTotal'), value: money(total.grand_total), strong: true },
    // The tax is in the rows above: named once, as included ("うち消費税 (10%) ¥600").
    ...(taxIncluded ? taxes.map((x) => ({ label: t('totals.includedTax', { label: x.label }), value: x.value, small: true })) : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.75, maxWidth: 420 }}>
      {rows.map((r) => (
        <Box
          key={r.label}
          sx={{
            display: 'contents',
            '& > *': {
              fontWeight: r.strong ? 700 : 400,
              fontSize: r.strong ? '1.05rem' : r.small ? '0.875rem' : undefined,
              color: r.small ? 'text.secondary' : undefined,
            },
          }}
        >
          <Box component="dt">{r.label}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {r.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
