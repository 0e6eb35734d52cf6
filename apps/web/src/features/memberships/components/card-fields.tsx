import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FormField } from '@/components/form-field';
import type { CardInput } from '../card-token';

/** The card number, expiry, security code and name: sent to the gateway only, never to the shop. */
export function CardFields({
  card,
  onChange,
  errors,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: Partial<Record<keyof CardInput, string>>;
}) {
  const { t } = useTranslation('memberships');
  const field = (key: keyof CardInput, label: string, autoComplete: string, inputMode: 'numeric' | 'text' = 'text') => (
    <FormField
      label={label}
      value={card[key]}
      onChange={(e) => onChange({ ...card, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      autoComplete={autoComplete}
      inputProps={{ inputMode }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>{field('name', t('card.name'), 'cc-name')}</Box>
      <Box sx={{ gridColumn: '1 / -1' }}>{field('number', t('card.number'), 'cc-number', 'numeric')}</Box>
      {field('expiry', t('card.expiry'), 'cc-exp')}
      {field('cvc', t('card.cvc'), 'cc-csc', 'numeric')}
    </Box>
  );
}

/** What is wrong with the card as typed, per field (the gateway checks the rest). */
export function cardErrors(card: CardInput, t: (key: string) => string): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!card.name.trim()) errors.name = t('card.nameMissing');
  if (!/^\d{13,19}$/.test(card.number.replace(/\s/g, ''))) errors.number = t('card.numberBad');
  if (!/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(card.expiry)) errors.expiry = t('card.expiryBad');
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = t('card.cvcBad');
  return errors;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };
