import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
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
      <QueryState query={details} loading={<LoadingScreen />} errorMessage={t('account:loadFailed')}>
        {(d) => (
          <>
            <ProfileForm key={d.id} details={d} />
            {about.data ? <AboutForm about={about.data} /> : null}
            {d.isSubAccountsLogin ? null : <PasswordForm />}
            <EmailForm details={d} />
            <PhoneForm details={d} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
