import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import type { PlayerDetails, PlayerUpdateBody } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { useUpdatePlayerMutation } from './api';
import { accountError, type AccountField } from './error-text';
import { Saved, Section } from './section';

type Status = '' | 'wait' | 'updated';

/**
 * Profile update (spec §3, §4: wait → updated): names, handedness, birthday, gender, address (a
 * prefecture instead of a state in Japan), units. The phone is sent only without an SMS
 * subscription: texts go to the verified number, changed by verifying a new one.
 */
export function ProfileForm({ details }: { details: PlayerDetails }) {
  const { t } = useTranslation('account');
  const [update] = useUpdatePlayerMutation();
  const isJapan = details.country === 'JP';
  const [v, setV] = useState({
    firstName: details.firstName,
    lastName: details.lastName,
    altFirstName: details.altFirstName ?? '',
    altLastName: details.altLastName ?? '',
    handedness: details.handedness.toLowerCase().startsWith('l') ? 'left' : 'right',
    birthday: details.birthday ?? '',
    gender: details.gender ?? '',
    street1: details.street1 ?? '',
    street2: details.street2 ?? '',
    city: details.city ?? '',
    state: details.state ?? '',
    pref: details.pref ? String(details.pref) : '',
    postalCode: details.postalCode ?? '',
    phone: details.phone ?? '',
    enableMetricDistances: details.enableMetricDistances,
    enableMetricSpeeds: details.enableMetricSpeeds,
  });
  const [status, setStatus] = useState<Status>('');
  const [error, setError] = useState<{ field?: AccountField; message: string } | null>(null);
  const text = (key: keyof typeof v) => ({
    value: v[key] as string,
    onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [key]: e.target.value })),
  });
  const err = (field: AccountField) => (error?.field === field ? { error: true, helperText: error.message } : {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStatus('wait');
    const body: PlayerUpdateBody = {
      firstName: v.firstName,
      lastName: v.lastName,
      handedness: v.handedness as 'left' | 'right',
      birthday: v.birthday || null,
      gender: (v.gender || null) as PlayerUpdateBody['gender'],
      street1: v.street1 || null,
      street2: v.street2 || null,
      city: v.city || null,
      postalCode: v.postalCode || null,
      enableMetricDistances: v.enableMetricDistances,
      enableMetricSpeeds: v.enableMetricSpeeds,
      ...(isJapan
        ? { altFirstName: v.altFirstName || null, altLastName: v.altLastName || null, pref: v.pref ? Number(v.pref) : null }
        : { state: v.state || null }),
      ...(details.hasSmsSubscription ? {} : { phone: v.phone || null }),
      // The player accepted both at registration; every save confirms them, as the spec's update sends.
      readTermOfUse: true,
      ageAffirmation: true,
    };
    try {
      await update(body).unwrap();
      setStatus('updated');
    } catch (caught) {
      setStatus('');
      setError(accountError(caught, t));
    }
  };

  return (
    <Section id="profile-title" title={t('profile.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error ? <FormError id="profile-error" message={error.message} /> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
          <FormField label={t('profile.firstName')} autoComplete="given-name" required {...text('firstName')} {...err('firstName')} />
          <FormField label={t('profile.lastName')} autoComplete="family-name" required {...text('lastName')} {...err('lastName')} />
          {isJapan ? (
            <>
              <FormField label={t('profile.altFirstName')} {...text('altFirstName')} {...err('altFirstName')} />
              <FormField label={t('profile.altLastName')} {...text('altLastName')} {...err('altLastName')} />
            </>
          ) : null}
          <FormField label={t('profile.birthday')} type="date" autoComplete="bday" {...text('birthday')} {...err('birthday')} />
          <SelectField label={t('profile.gender')} value={v.gender} onChange={(gender) => setV((o) => ({ ...o, gender }))}>
            <option value="">{t('profile.genders.none')}</option>
            {['male', 'female', 'other', 'unspecified'].map((g) => (
              <option key={g} value={g}>
                {t(`profile.genders.${g}`)}
              </option>
            ))}
          </SelectField>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('profile.handedness')}</FormLabel>
          <RadioGroup row value={v.handedness} onChange={(e) => setV((o) => ({ ...o, handedness: e.target.value }))}>
            <FormControlLabel value="right" control={<Radio />} label={t('profile.right')} />
            <FormControlLabel value="left" control={<Radio />} label={t('profile.left')} />
          </RadioGroup>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
          <FormField label={t('profile.street1')} autoComplete="address-line1" {...text('street1')} />
          <FormField label={t('profile.street2')} autoComplete="address-line2" {...text('street2')} />
          <FormField label={t('profile.city')} autoComplete="address-level2" {...text('city')} />
          {isJapan ? (
            <FormField
              label={t('profile.pref')}
              type="number"
              inputProps={{ min: 1, max: 47 }}
              {...text('pref')}
              {...err('pref')}
              helperText={error?.field === 'pref' ? error.message : t('profile.prefHint')}
            />
          ) : (
            <FormField label={t('profile.state')} autoComplete="address-level1" {...text('state')} {...err('state')} />
          )}
          <FormField label={t('profile.postalCode')} autoComplete="postal-code" {...text('postalCode')} {...err('postalCode')} />
          <FormField
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            disabled={details.hasSmsSubscription}
            {...text('phone')}
            {...err('phone')}
            helperText={error?.field === 'phone' ? error.message : details.hasSmsSubscription ? t('profile.phoneLocked') : undefined}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FormControlLabel
            control={<Switch checked={v.enableMetricDistances} onChange={(e) => setV((o) => ({ ...o, enableMetricDistances: e.target.checked }))} />}
            label={t('profile.metricDistances')}
          />
          <FormControlLabel
            control={<Switch checked={v.enableMetricSpeeds} onChange={(e) => setV((o) => ({ ...o, enableMetricSpeeds: e.target.checked }))} />}
            label={t('profile.metricSpeeds')}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={status === 'wait'}>
            {status === 'wait' ? t('profile.saving') : t('profile.save')}
          </Button>
          {status === 'updated' ? <Saved>{t('profile.updated')}</Saved> : null}
        </Box>
      </Box>
    </Section>
  );
}
