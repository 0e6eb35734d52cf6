import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PendingRegistration, RegisterBody } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { useLazyEmailAvailabilityQuery, usePrefecturesQuery, useRegisterMutation } from './api';
import { CenterPicker } from './center-picker';
import { registrationError, type RegistrationField } from './error-text';
import { SelectField } from '@/components/select-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The registration form, global or Japan (kana names, birthday, prefecture and zip code). Each
 * field is checked as a person leaves it where the rule is simple; the server checks the rest and
 * names the field, which is marked here in the player's language.
 */
export function RegistrationForm({
  isJapan,
  countries,
  referrer,
  onRegistered,
}: {
  isJapan: boolean;
  countries: string[];
  referrer?: string;
  onRegistered: (pending: PendingRegistration, hasPhone: boolean) => void;
}) {
  const { t, i18n } = useTranslation('registration');
  const [register, registering] = useRegisterMutation();
  const [checkEmail, emailCheck] = useLazyEmailAvailabilityQuery();
  const prefectures = usePrefecturesQuery(undefined, { skip: !isJapan });
  const [v, setV] = useState({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    altFirstName: '',
    altLastName: '',
    birthday: '',
    pref: '',
    zipCode: '',
    country: countries[0] ?? 'US',
    postalCode: '',
    phone: '',
    centerId: '',
    method: '2',
    readTermOfUse: false,
    ageAffirmation: false,
    emailSubscription: false,
  });
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A field's error clears as soon as the player changes that field.
  const set = (key: keyof typeof v) => (value: string | boolean) => {
    setV((old) => ({ ...old, [key]: value }));
    // A zip code is checked against the prefecture: choosing another prefecture clears both.
    setErrors((old) => (key in old || key === 'pref' ? { ...old, [key]: undefined, ...(key === 'pref' ? { zipCode: undefined } : {}) } : old));
  };
  const text = (key: keyof typeof v) => ({ value: v[key] as string, onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });
  const emailTaken = emailCheck.data && emailCheck.data.email === v.email.trim().toLowerCase() && !emailCheck.data.available;

  const localChecks = () => {
    const found: Partial<Record<RegistrationField, string>> = {};
    if (!EMAIL.test(v.email.trim())) found.email = t('errors.fields.email');
    if (v.password.length < 8 || v.password.length > 128) found.password = t('errors.fields.password');
    if (!v.firstName.trim()) found.firstName = t('errors.required');
    if (!v.lastName.trim()) found.lastName = t('errors.required');
    if (isJapan) {
      if (!v.altLastName.trim()) found.altLastName = t('errors.fields.altLastName');
      if (!v.altFirstName.trim()) found.altFirstName = t('errors.fields.altFirstName');
      if (!v.birthday) found.birthday = t('errors.fields.birthday');
      if (!v.pref) found.pref = t('errors.fields.pref');
      if (!v.zipCode.trim()) found.zipCode = t('errors.fields.zipCode');
    } else if (!v.postalCode.trim()) found.postalCode = t('errors.fields.postalCode');
    if (v.method === '1' && !v.phone.trim()) found.phone = t('errors.phoneForSms');
    if (!v.centerId) found.centerId = t('errors.fields.centerId');
    if (!v.readTermOfUse) found.readTermOfUse = t('errors.fields.readTermOfUse');
    if (!v.ageAffirmation) found.ageAffirmation = t('errors.fields.ageAffirmation');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = localChecks();
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(t('errors.checkFields'));
      return;
    }
    const body: RegisterBody = {
      email: v.email.trim(),
      password: v.password,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      centerId: Number(v.centerId),
      method: v.method === '1' ? 1 : 2,
      readTermOfUse: v.readTermOfUse,
      ageAffirmation: v.ageAffirmation,
      emailSubscription: v.emailSubscription,
      locale: (['en', 'fr', 'ja', 'zh'].includes(i18n.language) ? i18n.language : 'en') as RegisterBody['locale'],
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      ...(referrer ? { referrer } : {}),
      ...(isJapan
        ? { altFirstName: v.altFirstName.trim(), altLastName: v.altLastName.trim(), birthday: v.birthday, pref: Number(v.pref), zipCode: v.zipCode.trim() }
        : { country: v.country, postalCode: v.postalCode.trim() }),
    };
    try {
      onRegistered(await register(body).unwrap(), Boolean(v.phone.trim()));
    } catch (caught) {
      const { field, message } = registrationError(caught, t);
      if (field) setErrors({ [field]: message });
      setFormError(message);
    }
  };

  const err = (field: RegistrationField) => ({ error: Boolean(errors[field]), helperText: errors[field] });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-describedby={formError ? 'registration-error' : undefined}>
      {formError ? <FormError id="registration-error" message={formError} /> : null}
      <FormField
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...text('email')}
        onBlur={() => EMAIL.test(v.email.trim()) && void checkEmail(v.email.trim())}
        error={Boolean(errors.email) || Boolean(emailTaken)}
        helperText={errors.email ?? (emailTaken ? t('form.emailTaken') : undefined)}
      />
      <FormField
        label={t('form.password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        {...text('password')}
        {...err('password')}
        helperText={errors.password ?? t('form.passwordHint')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
        <FormField label={t('form.lastName')} name="family-name" autoComplete="family-name" required {...text('lastName')} {...err('lastName')} />
        <FormField label={t('form.firstName')} name="given-name" autoComplete="given-name" required {...text('firstName')} {...err('firstName')} />
        {isJapan ? (
          <>
            <FormField label={t('form.altLastName')} name="alt-last-name" required {...text('altLastName')} {...err('altLastName')} />
            <FormField label={t('form.altFirstName')} name="alt-first-name" required {...text('altFirstName')} {...err('altFirstName')} />
          </>
        ) : null}
      </Box>
      {isJapan ? (
        <>
          <FormField
            label={t('form.birthday')}
            type="date"
            name="bday"
            autoComplete="bday"
            required
            {...text('birthday')}
            {...err('birthday')}
            inputProps={{ max: new Date().toISOString().slice(0, 10) }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              label={t('form.zipCode')}
              name="postal-code"
              autoComplete="postal-code"
              required
              placeholder="104-0061"
              {...text('zipCode')}
              {...err('zipCode')}
            />
            <SelectField label={t('form.pref')} value={v.pref} onChange={set('pref')} required name="pref" {...err('pref')}>
              <option value="">{t('form.choosePref')}</option>
              {(prefectures.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {i18n.language === 'ja' ? p.name : `${p.en} (${p.name})`}
                </option>
              ))}
            </SelectField>
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
          {countries.length > 1 ? (
            <SelectField label={t('form.country')} value={v.country} onChange={set('country')} required name="country" {...err('country')}>
              {countries.map((c) => (
                <option key={c} value={c}>
                  {t(`countries.${c}`, { defaultValue: c })}
                </option>
              ))}
            </SelectField>
          ) : null}
          <FormField label={t('form.postalCode')} name="postal-code" autoComplete="postal-code" required {...text('postalCode')} {...err('postalCode')} />
        </Box>
      )}
      <CenterPicker
        postal={isJapan ? v.zipCode : v.postalCode}
        country={isJapan ? 'JP' : v.country}
        value={v.centerId}
        onChange={set('centerId') as (id: string) => void}
        error={errors.centerId}
      />
      <FormField
        label={t('form.phone')}
        type="tel"
        name="tel"
        autoComplete="tel"
        {...text('phone')}
        {...err('phone')}
        helperText={errors.phone ?? t('form.phoneHint')}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('form.method')}</FormLabel>
        <RadioGroup row value={v.method} onChange={(e) => set('method')(e.target.value)} name="method">
          <FormControlLabel value="2" control={<Radio />} label={t('form.methodEmail')} />
          <FormControlLabel value="1" control={<Radio />} label={t('form.methodSms')} />
        </RadioGroup>
      </Box>
      <Box sx={{ display: 'grid' }}>
        <FormControlLabel control={<Checkbox checked={v.readTermOfUse} onChange={(e) => set('readTermOfUse')(e.target.checked)} />} label={t('form.terms')} />
        {errors.readTermOfUse ? (
          <Box role="alert" sx={{ color: 'error.main', fontSize: '0.875rem', ml: 4 }}>
            {errors.readTermOfUse}
          </Box>
        ) : null}
        <FormControlLabel control={<Checkbox checked={v.ageAffirmation} onChange={(e) => set('ageAffirmation')(e.target.checked)} />} label={t('form.age')} />
        {errors.ageAffirmation ? (
          <Box role="alert" sx={{ color: 'error.main', fontSize: '0.875rem', ml: 4 }}>
            {errors.ageAffirmation}
          </Box>
        ) : null}
        <FormControlLabel
          control={<Checkbox checked={v.emailSubscription} onChange={(e) => set('emailSubscription')(e.target.checked)} />}
          label={t('form.offers')}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={registering.isLoading}>
        {registering.isLoading ? t('form.sending') : t('form.submit')}
      </Button>
    </Box>
  );
}
