import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PlayerDetails } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { useConfirmPhoneMutation, useStartPhoneVerificationMutation } from './api';
import { accountError } from './error-text';
import { Saved, Section } from './section';

type PhoneVerify = 'OFF' | 'SUCCESS' | 'FAILED';

/** Verify a mobile number for text messages (spec: OFF → SUCCESS or FAILED). */
export function PhoneForm({ details }: { details: PlayerDetails }) {
  const { t } = useTranslation('account');
  const [start, starting] = useStartPhoneVerificationMutation();
  const [confirm, confirming] = useConfirmPhoneMutation();
  const [phone, setPhone] = useState(details.phoneVerified ? '' : (details.phone ?? ''));
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [state, setState] = useState<PhoneVerify>('OFF');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setSentTo((await start({ phone: phone.trim() }).unwrap()).destination);
      setState('OFF');
    } catch (caught) {
      setError(accountError(caught, t).message);
    }
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const res = await confirm(code.trim()).unwrap();
      setState(res.status);
      setSentTo(null);
      setCode('');
    } catch (caught) {
      setState('FAILED');
      setError(accountError(caught, t).message);
    }
  };

  return (
    <Section id="phone-title" title={t('phone.title')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{details.phone ? t('phone.current', { phone: details.phone }) : t('phone.none')}</Typography>
        {details.phoneVerified ? <Chip size="small" color="success" variant="outlined" label={t('phone.verified')} /> : null}
      </Box>
      {error ? <FormError id="phone-error" message={error} /> : null}
      {state === 'SUCCESS' ? <Saved>{t('phone.success')}</Saved> : null}
      {sentTo ? (
        <Box component="form" noValidate onSubmit={verify} sx={{ display: 'grid', gap: 2, maxWidth: 480, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography>{t('phone.codeSent', { destination: sentTo })}</Typography>
          <FormField
            label={t('phone.code')}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="contained" disabled={confirming.isLoading || code.trim().length !== 6} sx={{ justifySelf: 'start' }}>
            {t('phone.verify')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 2, maxWidth: 480, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <FormField
            label={t('phone.number')}
            type="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            helperText={t('phone.hint')}
          />
          <Button type="submit" variant="contained" disabled={starting.isLoading || phone.trim().length < 5} sx={{ justifySelf: 'start' }}>
            {t('phone.send')}
          </Button>
        </Box>
      )}
    </Section>
  );
}
