import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { useSharedSelector } from '@/lib/store/hooks';

/** Any address the portal does not have. Offers the way home (or to sign-in). */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const isAuthenticated = useSharedSelector((state) => state.user.isAuthenticated);
  const title = t('notFound.title');
  return (
    <PublicPageFrame productName={t('productName')} width={560}>
      <Panel>
        <Typography aria-hidden="true" sx={{ fontSize: '3rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
          404
        </Typography>
        <PageHeading title={title} documentTitle={`${title} · ${t('productName')}`} />
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('notFound.description', { path: location.pathname })}
        </Typography>
        <Button component={RouterLink} to={isAuthenticated ? '/' : '/sign-in'} variant="contained">
          {isAuthenticated ? t('notFound.home') : t('notFound.signIn')}
        </Button>
      </Panel>
    </PublicPageFrame>
  );
}
