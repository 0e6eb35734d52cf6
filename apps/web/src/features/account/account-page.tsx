import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { ErrorState } from '@/components/error-state';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { useAboutQuery, useDetailsQuery } from './api';
import { AboutForm } from './about-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { ProfileForm } from './profile-form';

/** My account: profile, about my game, password, e-mail and phone. */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  const details = useDetailsQuery();
  const about = useAboutQuery();
  const title = t('account:title');

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      {details.isError ? <ErrorState message={t('account:loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void details.refetch()} /> : null}
      {details.data ? (
        <>
          <ProfileForm key={details.data.id} details={details.data} />
          {about.data ? <AboutForm about={about.data} /> : null}
          {details.data.isSubAccountsLogin ? null : <PasswordForm />}
          <EmailForm details={details.data} />
          <PhoneForm details={details.data} />
        </>
      ) : details.isError ? null : (
        <LoadingScreen />
      )}
    </Box>
  );
}
