import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { useChangePasswordMutation } from './api';
import { accountError, type AccountField } from './error-text';
import { Saved, Section } from './section';

/** Change password: succeeds only on HTTP 200 (spec §5); every other session is signed out. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const [change, changing] = useChangePasswordMutation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<{ field?: AccountField; message: string } | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(false);
    if (newPassword.length < 8 || newPassword.length > 128) {
      setError({ field: 'newPassword', message: t('errors.fields.newPassword') });
      return;
    }
    try {
      await change({ oldPassword, newPassword }).unwrap();
      setDone(true);
      setOld('');
      setNew('');
    } catch (caught) {
      setError(accountError(caught, t));
    }
  };

  return (
    <Section id="password-title" title={t('password.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {error && !error.field ? <FormError id="password-error" message={error.message} /> : null}
        <FormField
          label={t('password.old')}
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
          error={error?.field === 'oldPassword'}
          helperText={error?.field === 'oldPassword' ? error.message : undefined}
        />
        <FormField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={error?.field === 'newPassword'}
          helperText={error?.field === 'newPassword' ? error.message : t('password.hint')}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={changing.isLoading || !oldPassword || !newPassword}>
            {t('password.submit')}
          </Button>
          {done ? <Saved>{t('password.changed')}</Saved> : null}
        </Box>
      </Box>
    </Section>
  );
}
