import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PendingRegistration, Session } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SiteNote } from '@/components/site-note';
import { credentialsSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { RegistrationForm } from './registration-form';
import { VerifyStep } from './verify-step';

/**
 * Registration: the form (the Japan variant on a .jp site), then the code sent by e-mail or SMS.
 * A verified code signs the new player in and opens home.
 */
export default function RegistrationPage() {
  const { t } = useTranslation(['registration', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useSharedSelector((state) => state.config.data);
  const isAuthenticated = useSharedSelector((state) => state.user.isAuthenticated);
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [hasPhone, setHasPhone] = useState(false);
  const productName = t('common:productName');
  const isJapan = Boolean(config?.isJapan);
  const countries = config?.region.filter((r) => ['US', 'GB', 'CA'].includes(r)) ?? ['US', 'GB', 'CA'];

  if (isAuthenticated && !pending) return <Navigate to="/" replace />;

  const verified = (session: Session) => {
    dispatch(credentialsSignedIn({ session, rememberMe: false }));
    void navigate('/', { replace: true });
  };
  const title = pending ? t('registration:verify.title') : isJapan ? t('registration:titleJapan') : t('registration:title');

  return (
    <PublicPageFrame productName={productName} footer={<SiteNote />} width={560}>
      <Panel>
        <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
        {pending ? (
          <VerifyStep pending={pending} onPending={setPending} onVerified={verified} hasPhone={hasPhone} />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('registration:subtitle')}
            </Typography>
            <RegistrationForm
              isJapan={isJapan}
              countries={countries.length ? countries : [config?.region[0] ?? 'US']}
              referrer={params.get('ref') ?? undefined}
              onRegistered={(p, phone) => {
                setHasPhone(phone);
                setPending(p);
              }}
            />
          </>
        )}
        <Typography sx={{ mt: 3 }}>
          {t('registration:haveAccount')}{' '}
          <Link component={RouterLink} to="/sign-in">
            {t('registration:signIn')}
          </Link>
        </Typography>
      </Panel>
    </PublicPageFrame>
  );
}
