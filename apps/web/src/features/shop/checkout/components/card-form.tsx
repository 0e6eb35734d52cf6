import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FormField } from '@/components/form-field';
import InputAdornment from '@mui/material/InputAdornment';
import { CARD_BRAND_NAMES, cardBrand, formatCardNumber, type CardField, type CardValues } from '../card-validation';

/** The card's fields, labelled and with the browser's autofill hints; messages come from the caller. */
export function CardForm({
  values,
  errors,
  onChange,
}: {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  onChange: (values: CardValues) => void;
}) {
  const { t } = useTranslation('checkout');
  const field = (name: CardField, autoComplete: string, extra: object = {}) => (
    <FormField
      label={t(`card.fields.${name}`)}
      value={values[name]}
      required
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(event) => onChange({ ...values, [name]: name === 'number' ? formatCardNumber(event.target.value) : event.target.value })}
      {...extra}
    />
  );
  // The brand shows as soon as the number's prefix tells it, as printed cards and wallets do.
  const brand = cardBrand(values.number);
  const brandAdornment = brand ? (
    <InputAdornment position="end">
      <Box component="span" data-testid="card-brand" aria-live="polite" sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.secondary' }}>
        {CARD_BRAND_NAMES[brand]}
      </Box>
    </InputAdornment>
  ) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
      <Box sx={{ gridColumn: { mobile: 'span 2', sm: 'span 3' } }}>{field('holderName', 'cc-name')}</Box>
      <Box sx={{ gridColumn: { mobile: 'span 2', sm: 'span 3' } }}>
        {field('number', 'cc-number', { inputProps: { inputMode: 'numeric', maxLength: 23 }, endAdornment: brandAdornment ?? undefined })}
      </Box>
      {field('expMonth', 'cc-exp-month', { inputProps: { inputMode: 'numeric', maxLength: 2 }, placeholder: 'MM' })}
      {field('expYear', 'cc-exp-year', { inputProps: { inputMode: 'numeric', maxLength: 4 }, placeholder: 'YYYY' })}
      <Box sx={{ gridColumn: { mobile: 'span 2', sm: 'auto' } }}>{field('cvc', 'cc-csc', { inputProps: { inputMode: 'numeric', maxLength: 4 } })}</Box>
    </Box>
  );
}
