import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorState } from '@/components/error-state';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';

/** The page of a sign-in by link (region transfer, admin ticket): working on it, or why it failed. */
export function SingleUseSignIn({ title, waiting, failure }: { title: string; waiting: string; failure: string | null }): ReactNode {
  const { t } = useTranslation(['auth', 'common']);
  const productName = t('common:productName');
  return (
    <PublicPageFrame productName={productName}>
      <Panel>
        <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
        {failure ? (
          <Stack spacing={3} sx={{ mt: 2 }}>
            <ErrorState message={failure} retryLabel={t('common:actions.retry')} />
            <Button component={RouterLink} to="/sign-in" variant="contained">
              {t('auth:link.backToSignIn')}
            </Button>
          </Stack>
        ) : (
          <LoadingScreen minHeight={160} showLabel label={waiting} />
        )}
      </Panel>
    </PublicPageFrame>
  );
}
