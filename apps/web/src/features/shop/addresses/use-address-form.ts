import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api/refusal';
import { inputOf, serverAddressProblem, validateAddress, type AddressField, type AddressValues } from './address-form-logic';
import type { Country, CustomerAddressInput } from './addresses-api';

/**
 * The address form's state: values, the browser's checks, and the server's refusal put on the
 * field it names (or above the form when it names none).
 */
export function useAddressForm(initial: AddressValues, countries: Country[]) {
  const { t } = useTranslation('addresses');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const country = countries.find((c) => c.id === values.countryCode);

  /** The input to send, or null (with the messages shown) when the browser already sees a problem. */
  const check = (): CustomerAddressInput | null => {
    const found = validateAddress(values, country);
    const messages = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)]));
    setErrors(messages);
    setFormError(null);
    return Object.keys(found).length ? null : inputOf(values, country);
  };

  const refused = (error: unknown) => {
    const problem = serverAddressProblem(error);
    if (problem) setErrors({ [problem.field]: t(problem.key) });
    else setFormError(refusalText(t, error, 'addresses:refusal', t('saveFailed')));
  };

  /** Changes the values; a changed field's message goes (the others stay until checked again). */
  const change = (next: AddressValues) => {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => next[field as AddressField] === values[field as AddressField])));
    setValues(next);
  };

  return { values, setValues: change, errors, formError, check, refused };
}
