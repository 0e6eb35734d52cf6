import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReferralContactBody } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { isApiError } from '@/lib/api/api-error';
import { useContactMutation, useReferralPrefecturesQuery, useSiteCentersQuery } from './api';

const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'postalCode',
  'centerId',
  'altFirstName',
  'altLastName',
  'birthDate',
  'birthMonth',
  'birthYear',
  'pref',
  'zipCode',
] as const;
type Field = (typeof FIELDS)[number];

/** The referral contact form (spec's fields; the Japan site adds kana names, birth date, prefecture, zip). */
export function ContactForm({ pid, centerId, isJapan, onSent }: { pid?: string; centerId?: number; isJapan: boolean; onSent: (centerName: string) => void }) {
  const { t, i18n } = useTranslation('referral');
  const centers = useSiteCentersQuery();
  const prefectures = useReferralPrefecturesQuery(undefined, { skip: !isJapan });
  const [contact, sending] = useContactMutation();
  const [v, setV] = useState({
    centerId: centerId ? String(centerId) : '',
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    postalCode: '',
    altFirstName: '',
    altLastName: '',
    birth: '',
    pref: '',
    zipCode: '',
    recieveEmailFlg: false,
  });
  const [error, setError] = useState<{ field?: Field; message: string } | null>(null);
  const text = (key: keyof typeof v) => ({
    value: v[key] as string,
    onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [key]: e.target.value })),
  });
  const err = (field: Field) => (error?.field === field ? { error: true, helperText: error.message } : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const [year, month, day] = v.birth ? v.birth.split('-').map(Number) : [];
    const body: ReferralContactBody = {
      centerId: Number(v.centerId),
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      recieveEmailFlg: v.recieveEmailFlg,
      source: 'referral-landing',
      ...(pid ? { referrer: pid } : {}),
      ...(isJapan
        ? {
            altFirstName: v.altFirstName.trim(),
            altLastName: v.altLastName.trim(),
            pref: Number(v.pref) || undefined,
            zipCode: v.zipCode.trim(),
            ...(v.birth ? { birthYear: year, birthMonth: month, birthDate: day } : {}),
          }
        : { postalCode: v.postalCode.trim() || undefined }),
    };
    if (!body.centerId) {
      setError({ field: 'centerId', message: t('errors.centerId') });
      return;
    }
    try {
      onSent((await contact(body).unwrap()).centerName);
    } catch (caught) {
      if (isApiError(caught) && caught.status === 429) setError({ message: t('errors.tooMany') });
      else {
        const field = isApiError(caught) ? FIELDS.find((f) => f === caught.field) : undefined;
        setError({ field, message: field ? t(`errors.${field}`) : t('errors.generic') });
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {error ? <FormError id="contact-error" message={error.message} /> : null}
      <SelectField label={t('form.center')} value={v.centerId} onChange={(centerId) => setV((o) => ({ ...o, centerId }))} required {...err('centerId')}>
        <option value="">{t('form.chooseCenter')}</option>
        {(centers.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} · {c.city}
          </option>
        ))}
      </SelectField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
        <FormField label={t('form.lastname')} autoComplete="family-name" required {...text('lastname')} {...err('lastname')} />
        <FormField label={t('form.firstname')} autoComplete="given-name" required {...text('firstname')} {...err('firstname')} />
        {isJapan ? (
          <>
            <FormField label={t('form.altLastName')} required {...text('altLastName')} {...err('altLastName')} />
            <FormField label={t('form.altFirstName')} required {...text('altFirstName')} {...err('altFirstName')} />
          </>
        ) : null}
        <FormField label={t('form.email')} type="email" autoComplete="email" required {...text('email')} {...err('email')} />
        <FormField label={t('form.phone')} type="tel" autoComplete="tel" required {...text('phone')} {...err('phone')} />
        {isJapan ? (
          <>
            <FormField label={t('form.birth')} type="date" autoComplete="bday" {...text('birth')} {...err('birthDate')} />
            <FormField label={t('form.zipCode')} autoComplete="postal-code" required {...text('zipCode')} {...err('zipCode')} />
            <SelectField label={t('form.pref')} value={v.pref} onChange={(pref) => setV((o) => ({ ...o, pref }))} required {...err('pref')}>
              <option value="">{t('form.choosePref')}</option>
              {(prefectures.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {i18n.language === 'ja' ? p.name : `${p.en} (${p.name})`}
                </option>
              ))}
            </SelectField>
          </>
        ) : (
          <FormField label={t('form.postalCode')} autoComplete="postal-code" {...text('postalCode')} {...err('postalCode')} />
        )}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={v.recieveEmailFlg} onChange={(e) => setV((o) => ({ ...o, recieveEmailFlg: e.target.checked }))} />}
        label={t('form.offers')}
      />
      <Button type="submit" variant="contained" size="large" disabled={sending.isLoading}>
        {t('form.submit')}
      </Button>
    </Box>
  );
}
