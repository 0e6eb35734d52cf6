import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { AddressField, AddressValues } from '../../addresses/address-form-logic';
import type { Country, CustomerAddress } from '../../addresses/addresses-api';
import { AddressFields } from '../../addresses/components/address-fields';
import { AddressText } from '../../addresses/components/address-text';

/** A saved address's id as the radio value, or 'new' for the form. */
export type AddressChoiceValue = { selected: string; values: AddressValues; save: boolean };

/** Choose a saved address of the book, or enter a new one (and save it to the book if wished). */
export function AddressChoice({
  name,
  label,
  book,
  countries,
  choice,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  book: CustomerAddress[];
  countries: Country[];
  choice: AddressChoiceValue;
  errors: Partial<Record<AddressField, string>>;
  onChange: (choice: AddressChoiceValue) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RadioGroup name={name} aria-label={label} value={choice.selected} onChange={(event) => onChange({ ...choice, selected: event.target.value })}>
        {book.map((a) => (
          <FormControlLabel
            key={a.id}
            value={String(a.id)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={<AddressText address={{ ...a, region: a.region?.region ?? null, regionCode: a.region?.region_code ?? null, countryCode: a.country_code }} />}
          />
        ))}
        <FormControlLabel value="new" control={<Radio />} label={t('address.new')} />
      </RadioGroup>
      {choice.selected === 'new' ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AddressFields values={choice.values} errors={errors} countries={countries} onChange={(values) => onChange({ ...choice, values })} />
          <FormControlLabel
            control={<Checkbox checked={choice.save} onChange={(event) => onChange({ ...choice, save: event.target.checked })} />}
            label={t('address.save')}
          />
        </Box>
      ) : null}
    </Box>
  );
}
