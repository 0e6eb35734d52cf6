import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { regionLabel } from '@golf/contracts';
import { regionName } from '@/lib/format/region-name';
import { addressFieldOrder, type AddressField, type AddressValues } from '../address-form-logic';
import type { Country } from '../addresses-api';

/**
 * The address fields, shared by the address book's dialog and checkout's new address. The region
 * is a list where the country has regions (it changes with the country) and free text elsewhere.
 */
export function AddressFields({
  values,
  errors,
  countries,
  onChange,
}: {
  values: AddressValues;
  /** Messages to show per field (already translated, or the server's own). */
  errors: Partial<Record<AddressField, string>>;
  countries: Country[];
  onChange: (values: AddressValues) => void;
}) {
  const { t, i18n } = useTranslation('addresses');
  const country = countries.find((c) => c.id === values.countryCode);
  const regions = country?.available_regions ?? [];
  const set = (field: AddressField) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const field = (name: AddressField, autoComplete: string, required = true, extra: object = {}) => (
    <FormField
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={set(name)}
      required={required}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );
  const named = countries
    .map((c) => ({ id: c.id, name: regionName(c.id, i18n.language) || c.full_name_english || c.id }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  const parts: Partial<Record<AddressField, ReactNode>> = {
    firstname: field('firstname', 'given-name'),
    lastname: field('lastname', 'family-name'),
    company: <Box sx={{ gridColumn: { sm: 'span 2' } }}>{field('company', 'organization', false)}</Box>,
    street1: <Box sx={{ gridColumn: { sm: 'span 2' } }}>{field('street1', 'address-line1')}</Box>,
    street2: <Box sx={{ gridColumn: { sm: 'span 2' } }}>{field('street2', 'address-line2', false)}</Box>,
    countryCode: (
      <SelectField
        label={t('fields.countryCode')}
        value={values.countryCode}
        required
        error={Boolean(errors.countryCode)}
        helperText={errors.countryCode}
        onChange={(countryCode) => onChange({ ...values, countryCode, regionId: '', regionText: '' })}
      >
        {named.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    ),
    regionId: regions.length ? (
      <SelectField
        label={t('fields.regionId')}
        value={values.regionId}
        required
        error={Boolean(errors.regionId)}
        helperText={errors.regionId}
        onChange={(regionId) => onChange({ ...values, regionId })}
      >
        <option value="">{t('chooseRegion')}</option>
        {regions.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {regionLabel(values.countryCode, { code: r.code, name: r.name }, i18n.language)}
          </option>
        ))}
      </SelectField>
    ) : (
      field('regionText', 'address-level1', false)
    ),
    city: field('city', 'address-level2'),
    postcode: field('postcode', 'postal-code', false),
    telephone: <Box sx={{ gridColumn: { sm: 'span 2' } }}>{field('telephone', 'tel', true, { type: 'tel' })}</Box>,
  };
  const order = addressFieldOrder(values.countryCode, i18n.language);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
      {order.map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
    </Box>
  );
}
