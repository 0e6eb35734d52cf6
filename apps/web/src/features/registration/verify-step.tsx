import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PendingRegistration, Session } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { useChangeEmailMutation, useResendCodeMutation, useVerifyMutation } from './api';
import { registrationError } from './error-text';

type VerifyState = '' | 'wait' | 'verified';

/**
 * The code step (spec §4: empty → wait → verified, back to empty on failure): enter the code, ask
 * for a new one, switch between e-mail and SMS, or correct the e-mail address.
 */
export function VerifyStep({
  pending,
  onPending,
  onVerified,
  hasPhone,
}: {
  pending: PendingRegistration;
  onPending: (p: PendingRegistration) => void;
  onVerified: (s: Session) => void;
  hasPhone: boolean;
}) {
  const { t } = useTranslation('registration');
  const [verify] = useVerifyMutation();
  const [resend, resending] = useResendCodeMutation();
  const [changeEmail, changing] = useChangeEmailMutation();
  const [code, setCode] = useState('');
  const [state, setState] = useState<VerifyState>('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [newEmail, setNewEmail] = useState('');
  const [editing, setEditing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('errors.codeFormat'));
      return;
    }
    setState('wait');
    try {
      const session = await verify({ registrationToken: pending.registrationToken, code: code.trim() }).unwrap();
      setState('verified');
      onVerified(session);
    } catch (caught) {
      setState('');
      setError(registrationError(caught, t).message);
    }
  };

  const again = async (method?: 1 | 2) => {
    setError(null);
    try {
      const next = await resend({ registrationToken: pending.registrationToken, method }).unwrap();
      onPending({ ...next, registrationToken: pending.registrationToken });
      setNotice(t('verify.resent', { destination: next.destination }));
    } catch (caught) {
      setError(registrationError(caught, t).message);
    }
  };

  const moveEmail = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const next = await changeEmail({ registrationToken: pending.registrationToken, email: newEmail.trim() }).unwrap();
      onPending({ ...next, registrationToken: pending.registrationToken });
      setEditing(false);
      setNotice(t('verify.resent', { destination: next.destination }));
    } catch (caught) {
      setError(registrationError(caught, t).message);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {pending.method === 1 ? t('verify.sentSms', { destination: pending.destination }) : t('verify.sentEmail', { destination: pending.destination })}
      </Typography>
      {notice ? (
        <Typography role="status" color="success.dark">
          {notice}
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error ? <FormError id="verify-error" message={error} /> : null}
        <FormField
          label={t('verify.code')}
          name="one-time-code"
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          helperText={t('verify.codeHint', { minutes: Math.round(pending.expiresInSeconds / 60) })}
        />
        <Button type="submit" variant="contained" size="large" disabled={state === 'wait'}>
          {state === 'wait' ? t('verify.checking') : t('verify.submit')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void again()} disabled={resending.isLoading}>
          {t('verify.resend')}
        </Button>
        {pending.method === 1 ? (
          <Button onClick={() => void again(2)}>{t('verify.byEmail')}</Button>
        ) : hasPhone ? (
          <Button onClick={() => void again(1)}>{t('verify.bySms')}</Button>
        ) : null}
        <Button onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {t('verify.wrongEmail')}
        </Button>
      </Box>
      {editing ? (
        <Box component="form" noValidate onSubmit={moveEmail} sx={{ display: 'grid', gap: 2 }}>
          <FormField label={t('verify.newEmail')} type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          <Button type="submit" variant="outlined" disabled={changing.isLoading || !newEmail.includes('@')}>
            {t('verify.sendToNewEmail')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
