import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { SiteNote } from '@/components/site-note';
import { regionName } from '@/lib/format/region-name';
import { useSharedSelector } from '@/lib/store/hooks';
import { SignInForm, type SignInValues } from './sign-in-form';
import { useCredentialsSignIn } from './use-credentials-sign-in';

export const FAMILY_PATH = '/sign-in/family';

/** Where a guard sent the player from, to return there after signing in. */
export const returnPathOf = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
};

/** The first route: e-mail and password sign-in. */
export default function SignInPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const signIn = useCredentialsSignIn();
  const user = useSharedSelector((state) => state.user);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const productName = t('common:productName');

  if (user.isAuthenticated) return <Navigate to={returnPathOf(location.state)} replace />;
  if (user.familyLoginCheck === 'pending' && user.token) return <Navigate to={FAMILY_PATH} replace state={location.state} />;

  const submit = async (values: SignInValues) => {
    const outcome = await signIn(values);
    switch (outcome.kind) {
      case 'signed-in':
      case 'choose-family-account':
        // The stored session re-renders this page into its redirect (home, or the family choice).
        return null;
      case 'other-region':
        setLeavingFor(outcome.region);
        window.location.assign(outcome.url);
        return null;
      case 'refused':
        return outcome.message;
    }
  };

  return (
    <PublicPageFrame productName={productName} footer={<SiteNote />}>
      <Panel>
        <PageHeading title={t('auth:signIn.title')} documentTitle={`${t('auth:signIn.title')} · ${productName}`} />
        {leavingFor ? (
          <LoadingScreen minHeight={200} showLabel label={t('auth:signIn.otherRegion', { region: regionName(leavingFor, i18n.language) })} />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {user.simulatorLoginCheck ? t('auth:signIn.simulatorSubtitle') : t('auth:signIn.subtitle')}
            </Typography>
            <SignInForm onSubmit={submit} />
            <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              {/* Plain router links styled by Box: MUI's Link would add to the first route's budget. */}
              <Box component={RouterLink} to="/forgot-password" sx={{ color: 'primary.dark', textUnderlineOffset: '0.2em' }}>
                {t('auth:signIn.forgotPassword')}
              </Box>
              <Box component={RouterLink} to="/register" sx={{ color: 'primary.dark', textUnderlineOffset: '0.2em' }}>
                {t('auth:signIn.register')}
              </Box>
            </Box>
          </>
        )}
      </Panel>
    </PublicPageFrame>
  );
}
