import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CardValues } from './card';

/** Card number, expiry, security code and name on card. */
export function CardFields({ values, error, onChange }: { values: CardValues; error: keyof CardValues | null; onChange: (v: CardValues) => void }) {
  const { t } = useTranslation('plus');
  const field = (name: keyof CardValues, autoComplete: string, extra: object = {}) => (
    <TextField
      label={t(`card.${name}`)}
      value={values[name]}
      onChange={(e) => onChange({ ...values, [name]: e.target.value })}
      error={error === name}
      helperText={error === name ? t(`card.${name}Error`) : undefined}
      autoComplete={autoComplete}
      fullWidth
      {...extra}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: '2fr 1fr 1fr' } }}>
      {field('number', 'cc-number', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      {field('expiry', 'cc-exp', { placeholder: 'MM/YY' })}
      {field('cvc', 'cc-csc', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      <Box sx={{ gridColumn: '1 / -1' }}>{field('name', 'cc-name')}</Box>
    </Box>
  );
}
