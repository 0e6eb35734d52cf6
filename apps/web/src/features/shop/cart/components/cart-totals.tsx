import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { Cart } from '../cart-types';
import { formatMoney } from '@/lib/format/money';

/**
 * The server's totals: subtotal, each discount by its label, shipping (pickup at the center, free),
 * each applied tax (estimated at the center before checkout), grand total; in a store that shows
 * prices with tax, the subtotal and discounts with tax in and the tax named as included after the total. The same rows on every
 * step, so the cart, checkout, success page and order agree.
 */
export function CartTotals({
  prices,
  giftCodes,
  isVirtual = false,
  taxIncluded = false,
}: {
  prices:
    | (Pick<NonNullable<Cart['prices']>, 'subtotal_excluding_tax' | 'subtotal_including_tax' | 'discounts' | 'applied_taxes' | 'grand_total'> & {
        discounts_including_tax?: NonNullable<Cart['prices']>['discounts_including_tax'];
      })
    | null;
  giftCodes?: Pick<Cart['applied_gift_codes'][number], 'code' | 'amount'>[];
  isVirtual?: boolean;
  /** The store shows prices with tax (Japan): every row with tax in, the tax named as included after the total. */
  taxIncluded?: boolean;
}) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.language;
  const off = (amount: { value: number; currency: string }) => formatMoney({ ...amount, value: -Math.abs(amount.value) }, language);
  const rows: { label: string; value: string; strong?: boolean; small?: boolean }[] = [
    taxIncluded
      ? { label: t('totals.subtotalInclTax'), value: formatMoney(prices?.subtotal_including_tax, language) }
      : { label: t('totals.subtotal'), value: formatMoney(prices?.subtotal_excluding_tax, language) },
  ];
  for (const d of (taxIncluded ? prices?.discounts_including_tax : prices?.discounts) ?? [])
    rows.push({ label: d.label || t('totals.discount'), value: off(d.amount) });
  if (!isVirtual) rows.push({ label: t('totals.shipping'), value: t('totals.free') });
  if (!taxIncluded) {
    if (!prices?.applied_taxes?.length)
      rows.push({ label: t('totals.tax'), value: formatMoney(prices?.grand_total ? { ...prices.grand_total, value: 0 } : null, language) });
    for (const tax of prices?.applied_taxes ?? []) rows.push({ label: tax.label || t('totals.tax'), value: formatMoney(tax.amount, language) });
  }
  for (const g of giftCodes ?? []) rows.push({ label: t('giftCode.row', { code: g.code }), value: off(g.amount) });
  rows.push({ label: t('totals.grandTotal'), value: formatMoney(prices?.grand_total, language), strong: true });
  // The tax is in the rows above; it is named once, as included ("うち消費税 ¥600").
  if (taxIncluded)
    for (const tax of prices?.applied_taxes ?? [])
      rows.push({ label: t('totals.includedTax', { label: tax.label || t('totals.tax') }), value: formatMoney(tax.amount, language), small: true });
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
      {rows.map((row, index) => (
        <Box
          key={index}
          sx={{
            display: 'contents',
            fontWeight: row.strong ? 700 : 400,
            fontSize: row.strong ? '1.125rem' : row.small ? '0.875rem' : undefined,
            color: row.small ? 'text.secondary' : undefined,
          }}
        >
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
