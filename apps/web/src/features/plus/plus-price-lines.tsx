import { useTranslation } from 'react-i18next';
import type { PlusPlanId, PlusPrice } from '@golf/contracts';
import Box from '@mui/material/Box';
import { formatMoney } from '@/lib/format/money';

/**
 * A Plus period's money as the server priced it: the price, its tax at the home center (added, or
 * named as included where prices include it, as in Japan) and the total the card is charged.
 * The same lines before paying and for the last payment.
 */
export function PlusPriceLines({ price, plan, label }: { price: PlusPrice; plan: PlusPlanId; label: string }) {
  const { t, i18n } = useTranslation('plus');
  const money = (value: string) => formatMoney({ value, currency: price.currency }, i18n.language);
  const tax = { name: price.taxName, rate: price.taxRate };
  const rows: { label: string; value: string; strong?: boolean; testId?: string }[] = [
    ...(price.isTaxInclusive ? [] : [{ label: t('buy.price'), value: money(price.price) }]),
    ...(price.taxName && !price.isTaxInclusive ? [{ label: t('buy.taxLine', tax), value: `+${money(price.tax)}` }] : []),
    { label: t(`buy.total_${plan}`), value: money(price.total), strong: true, testId: 'plus-total' },
    ...(price.taxName && price.isTaxInclusive ? [{ label: t('buy.taxIncludedLine', tax), value: money(price.tax) }] : []),
  ];
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0, maxWidth: 420 }}>
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: 'contents', '& > *': { fontWeight: r.strong ? 700 : 400 } }}>
          <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
            {r.label}
          </Box>
          <Box component="dd" data-testid={r.testId} sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {r.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
