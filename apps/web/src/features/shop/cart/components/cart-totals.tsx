import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { Cart } from '../cart-types';
import { formatMoney } from '@/lib/format/money';

/**
 * The server's totals: subtotal, each discount by its label, shipping (pickup at the center, free),
 * each applied tax (estimated at the center before checkout), grand total. The same rows on every
 * step, so the cart, checkout, success page and order agree.
 */
export function CartTotals({
  prices,
  giftCodes,
  isVirtual = false,
}: {
  prices: Cart['prices'];
  giftCodes?: Pick<Cart['applied_gift_codes'][number], 'code' | 'amount'>[];
  isVirtual?: boolean;
}) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.language;
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('totals.subtotal'), value: formatMoney(prices?.subtotal_excluding_tax, language) },
  ];
  for (const d of prices?.discounts ?? [])
    rows.push({ label: d.label || t('totals.discount'), value: formatMoney({ ...d.amount, value: -Math.abs(d.amount.value) }, language) });
  if (!isVirtual) rows.push({ label: t('totals.shipping'), value: t('totals.free') });
  if (!prices?.applied_taxes?.length)
    rows.push({ label: t('totals.tax'), value: formatMoney(prices?.grand_total ? { ...prices.grand_total, value: 0 } : null, language) });
  for (const tax of prices?.applied_taxes ?? []) rows.push({ label: tax.label || t('totals.tax'), value: formatMoney(tax.amount, language) });
  for (const g of giftCodes ?? [])
    rows.push({ label: t('giftCode.row', { code: g.code }), value: formatMoney({ ...g.amount, value: -Math.abs(g.amount.value) }, language) });
  rows.push({ label: t('totals.grandTotal'), value: formatMoney(prices?.grand_total, language), strong: true });
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
      {rows.map((row, index) => (
        <Box key={index} sx={{ display: 'contents', fontWeight: row.strong ? 700 : 400, fontSize: row.strong ? '1.125rem' : undefined }}>
          <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
