import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BillingCountry } from '@golf/contracts';
import { SelectField } from '@/components/select-field';
import { formatMoney } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';
import { regionName } from '@/lib/format/region-name';

/**
 * The billing country choice of the US store (EU buyers pay their country's VAT): every country the
 * server lists, named in the reader's language, sorted for them.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  error,
}: {
  countries: BillingCountry[];
  value: string;
  onChange: (country: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('memberships');
  const options = useMemo(
    () =>
      countries.map((c) => ({ id: c.country_id, name: regionName(c.country_id, i18n.language) })).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [countries, i18n.language],
  );
  return (
    <SelectField label={t('buy.country')} value={value} onChange={onChange} error={Boolean(error)} helperText={error ?? t('buy.countryHelp')}>
      <option value="">{t('buy.countryChoose')}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Price, VAT (when any) and total, as the server computed them: the total is what the card is charged. */
export function PriceLines({ net, tax, total, vatRate, currency }: { net: string; tax: string; total: string; vatRate: string; currency: string }) {
  const { t, i18n } = useTranslation('memberships');
  const money = (value: string) => formatMoney({ value, currency }, i18n.language);
  const hasTax = Number(tax) > 0;
  const line = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 600 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="dl" aria-label={t('buy.priceLines')} sx={{ display: 'grid', gap: 0.5, m: 0 }}>
      {hasTax ? line(t('buy.net'), money(net)) : null}
      {hasTax ? line(t('buy.vat', { rate: formatPercent(Number(vatRate), i18n.language, 2) }), money(tax)) : null}
      {line(t('buy.total'), money(total), true)}
    </Box>
  );
}
