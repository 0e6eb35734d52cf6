import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PriceRange } from '../catalogue/types';
import { formatMoney } from '@/lib/format/money';
import { visuallyHidden } from '@/lib/a11y/visually-hidden';

/**
 * A price as the server computed it: the final price (from the lowest when there is a range),
 * and the regular price struck through when a special price applies.
 */
export function PriceTag({ range, size = 'small' }: { range: PriceRange; size?: 'small' | 'large' }) {
  const { t, i18n } = useTranslation('shop');
  const min = range.minimum_price;
  const isRange = !!range.maximum_price && range.maximum_price.final_price.value !== min.final_price.value;
  const final = formatMoney(min.final_price, i18n.language);
  const discounted = min.regular_price.value > min.final_price.value;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.5rem' : '1rem', color: discounted ? 'error.dark' : 'text.primary' }}>
        {isRange ? t('price.from', { price: final }) : final}
      </Typography>
      {discounted ? (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.875rem' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('price.regular')}{' '}
          </Box>
          <s>{formatMoney(min.regular_price, i18n.language)}</s>
        </Typography>
      ) : null}
    </Box>
  );
}
