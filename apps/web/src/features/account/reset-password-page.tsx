import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SiteNote } from '@/components/site-note';
import { useResetByLinkMutation } from './api';
import { accountError } from './error-text';

/** The link of the reset e-mail (v2): choose a new password directly. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const [reset, resetting] = useResetByLinkMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const token = params.get('token') ?? '';
  const productName = t('common:productName');
  const title = t('account:reset.title');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await reset({ token, password }).unwrap();
      setDone(true);
    } catch (caught) {
      setError(accountError(caught, t).message);
    }
  };

  return (
    <PublicPageFrame productName={productName} footer={<SiteNote />}>
      <Panel>
        <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
        {done ? (
          <Typography role="status">{t('account:forgot.done')}</Typography>
        ) : (
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 2 }}>
            {error ? <FormError id="reset-error" message={error} /> : null}
            {token ? null : <FormError id="reset-missing" message={t('account:errors.resetExpired')} />}
            <FormField
              label={t('account:forgot.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText={t('account:password.hint')}
            />
            <Button type="submit" variant="contained" size="large" disabled={resetting.isLoading || !token || password.length < 8}>
              {t('account:forgot.save')}
            </Button>
          </Box>
        )}
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/sign-in">
            {t('account:forgot.backToSignIn')}
          </Link>
        </Typography>
      </Panel>
    </PublicPageFrame>
  );
}
