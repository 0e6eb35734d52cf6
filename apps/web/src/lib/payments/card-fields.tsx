import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { FormField } from '@/components/form-field';
import { CARD_BRAND_NAMES, cardBrand, formatCardNumber } from './card-number';
import { formatExpiry, type CardErrors, type CardField, type CardInput } from './card-validation';

export type CardInputs = Partial<Record<CardField, HTMLInputElement | null>>;

/**
 * The one card form of every flow that takes a card: name, number (grouped as printed while typed),
 * expiry MM/YY and security code, with the browser's autofill hints and a number keypad on phones.
 * A field's problem shows under it and is tied to it (aria-describedby, aria-invalid).
 */
export function CardFields({
  values,
  errors,
  onChange,
  inputs,
}: {
  values: CardInput;
  /** Keys of the payments namespace, as validateCard answers them. */
  errors: CardErrors;
  onChange: (values: CardInput) => void;
  /** Lets the caller move focus to a field in error. */
  inputs?: RefObject<CardInputs>;
}) {
  const { t } = useTranslation('payments');
  const field = (name: CardField, autoComplete: string, extra: object = {}) => (
    <FormField
      label={t(`fields.${name}`)}
      name={autoComplete}
      value={values[name]}
      required
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : undefined}
      inputRef={(element: HTMLInputElement | null) => {
        if (inputs?.current) inputs.current[name] = element;
      }}
      onChange={(event) => {
        const typed = event.target.value;
        onChange({ ...values, [name]: name === 'number' ? formatCardNumber(typed) : name === 'expiry' ? formatExpiry(typed) : typed });
      }}
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
  ) : undefined;
  return (
    // Expiry and code side by side where both labels fit (Japanese and French ones are long), one above the other on phones.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' }}>
      <Box sx={{ gridColumn: '1 / -1' }}>{field('name', 'cc-name')}</Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {field('number', 'cc-number', { inputProps: { inputMode: 'numeric', maxLength: 23 }, endAdornment: brandAdornment })}
      </Box>
      {field('expiry', 'cc-exp', { inputProps: { inputMode: 'numeric', maxLength: 7 }, placeholder: t('expiryPlaceholder') })}
      {field('cvc', 'cc-csc', { inputProps: { inputMode: 'numeric', maxLength: 4 } })}
    </Box>
  );
}
