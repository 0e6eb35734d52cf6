import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BillingCountry } from '@golf/contracts';
import { formatMoney } from '@/lib/format/money';

/** A VAT rate as the reader writes a percentage ("19.00" → "19 %" in French). Formatting only. */
export const formatRate = (rate: string, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(rate) / 100);

/**
 * The billing country choice of the US store (EU buyers pay their country's VAT): every country the
 * server lists, named in the reader's language, sorted for them.
 */
export function CountrySelect({ countries, value, onChange, error }: { countries: BillingCountry[]; value: string; onChange: (country: string) => void; error?: string }) {
  const { t, i18n } = useTranslation('memberships');
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    return countries.map((c) => ({ id: c.country_id, name: names.of(c.country_id) ?? c.country_id })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [countries, i18n.language]);
  return (
    <TextField select label={t('buy.country')} value={value} onChange={(e) => onChange(e.target.value)} error={Boolean(error)} helperText={error ?? t('buy.countryHelp')} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{t('buy.countryChoose')}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

/** Price, VAT (when any) and total, as the server computed them: the total is what the card is charged. */
export function PriceLines({ net, tax, total, vatRate, currency }: { net: string; tax: string; total: string; vatRate: string; currency: string }) {
  const { t, i18n } = useTranslation('memberships');
  const money = (value: string) => formatMoney({ value, currency }, i18n.language);
  const hasTax = Number(tax) > 0;
  const line = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 600 : 400 }}>{value}</Typography>
    </Box>
  );
  return (
    <Box component="dl" aria-label={t('buy.priceLines')} sx={{ display: 'grid', gap: 0.5, m: 0 }}>
      {hasTax ? line(t('buy.net'), money(net)) : null}
      {hasTax ? line(t('buy.vat', { rate: formatRate(vatRate, i18n.language) }), money(tax)) : null}
      {line(t('buy.total'), money(total), true)}
    </Box>
  );
}

