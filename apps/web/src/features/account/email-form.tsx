import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PlayerDetails } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { useApplyEmailChangeMutation, useConfirmEmailChangeMutation, useStartEmailChangeMutation } from './api';
import { accountError } from './error-text';
import { Saved, Section } from './section';

type Step = 'address' | 'code' | 'done';

/** Change e-mail: a code to the new address, verified, then applied (with the e-mail offers choice). */
export function EmailForm({ details }: { details: PlayerDetails }) {
  const { t } = useTranslation('account');
  const [start] = useStartEmailChangeMutation();
  const [confirm] = useConfirmEmailChangeMutation();
  const [apply] = useApplyEmailChangeMutation();
  const [step, setStep] = useState<Step>('address');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [offers, setOffers] = useState(details.emailSubscription);
  const [destination, setDestination] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
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
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setDestination((await start({ email: email.trim() }).unwrap()).destination);
      setStep('code');
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirm({ code: code.trim() }).unwrap();
      await apply({ email: email.trim(), emailSubscription: offers }).unwrap();
      setStep('done');
      setCode('');
    });
  };
  const saveOffers = () => void run(async () => void (await apply({ email: details.email ?? '', emailSubscription: !offers }).unwrap()));

  return (
    <Section id="email-title" title={t('email.title')}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('email.current', { email: details.email ?? '—' })}</Typography>
      {error ? <FormError id="email-error" message={error} /> : null}
      {step === 'code' ? (
        <Box component="form" noValidate onSubmit={verify} sx={{ display: 'grid', gap: 2, maxWidth: 480, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography>{t('email.codeSent', { destination })}</Typography>
          <FormField
            label={t('email.code')}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy || code.trim().length !== 6}>
              {t('email.confirm')}
            </Button>
            <Button onClick={() => setStep('address')}>{t('email.back')}</Button>
          </Box>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 2, maxWidth: 480, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {step === 'done' ? <Saved>{t('email.changed')}</Saved> : null}
          <FormField label={t('email.new')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" variant="contained" disabled={busy || !email.includes('@')} sx={{ justifySelf: 'start' }}>
            {t('email.send')}
          </Button>
        </Box>
      )}
      {details.email ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={offers}
              disabled={busy}
              onChange={() => {
                setOffers((o) => !o);
                if (step !== 'code') saveOffers();
              }}
            />
          }
          label={t('email.offers')}
        />
      ) : null}
    </Section>
  );
}
