import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SiteNote } from '@/components/site-note';
import { useCompleteResetMutation, useConfirmResetCodeMutation, useSendResetCodeMutation, useStartResetMutation } from './api';
import { accountError } from './error-text';

type Step = 'address' | 'code' | 'password' | 'done';

/**
 * Forgot password (the v3 flow): an e-mail address or a phone number, a code sent there, the
 * code confirmed, a new password. The answers look the same whether or not an account exists.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const [startReset] = useStartResetMutation();
  const [sendCode] = useSendResetCodeMutation();
  const [confirmCode] = useConfirmResetCodeMutation();
  const [complete] = useCompleteResetMutation();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [address, setAddress] = useState('');
  const [token, setToken] = useState('');
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>('address');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const productName = t('common:productName');
  const title = t('account:forgot.title');

  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(accountError(caught, t).message);
    } finally {
      setBusy(false);
    }
  };

  const start = run(async () => {
    const flow = await startReset(by === 'email' ? { email: address.trim() } : { phoneNumber: address.trim() }).unwrap();
    setToken(flow.token);
    setDestination((await sendCode({ token: flow.token }).unwrap()).destination);
    setStep('code');
  });
  const confirm = run(async () => {
    await confirmCode({ token, code: code.trim() }).unwrap();
    setStep('password');
  });
  const finish = run(async () => {
    await complete({ token, password }).unwrap();
    setStep('done');
  });

  return (
    <PublicPageFrame productName={productName} footer={<SiteNote />}>
      <Panel>
        <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
        {error ? <FormError id="forgot-error" message={error} /> : null}
        {step === 'address' ? (
          <Box component="form" noValidate onSubmit={start} sx={{ display: 'grid', gap: 2, mt: 2 }}>
            <Typography color="text.secondary">{t('account:forgot.intro')}</Typography>
            <RadioGroup row value={by} onChange={(e) => setBy(e.target.value as 'email' | 'phone')} aria-label={t('account:forgot.by')}>
              <FormControlLabel value="email" control={<Radio />} label={t('account:forgot.byEmail')} />
              <FormControlLabel value="phone" control={<Radio />} label={t('account:forgot.byPhone')} />
            </RadioGroup>
            <FormField
              label={by === 'email' ? t('account:forgot.email') : t('account:forgot.phone')}
              type={by === 'email' ? 'email' : 'tel'}
              autoComplete={by === 'email' ? 'email' : 'tel'}
              required
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || address.trim().length < 3}>
              {t('account:forgot.send')}
            </Button>
          </Box>
        ) : null}
        {step === 'code' ? (
          <Box component="form" noValidate onSubmit={confirm} sx={{ display: 'grid', gap: 2, mt: 2 }}>
            <Typography>{t('account:forgot.codeSent', { destination })}</Typography>
            <FormField
              label={t('account:forgot.code')}
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric', maxLength: 6 }}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || code.trim().length !== 6}>
              {t('account:forgot.confirm')}
            </Button>
          </Box>
        ) : null}
        {step === 'password' ? (
          <Box component="form" noValidate onSubmit={finish} sx={{ display: 'grid', gap: 2, mt: 2 }}>
            <FormField
              label={t('account:forgot.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText={t('account:password.hint')}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || password.length < 8}>
              {t('account:forgot.save')}
            </Button>
          </Box>
        ) : null}
        {step === 'done' ? (
          <Typography role="status" sx={{ mt: 2 }}>
            {t('account:forgot.done')}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/sign-in">
            {t('account:forgot.backToSignIn')}
          </Link>
        </Typography>
      </Panel>
    </PublicPageFrame>
  );
}
