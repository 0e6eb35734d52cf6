import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link2 from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { useProShopQuery } from '../catalogue/api';
import { useShopPlace } from '../shop-context';
import { useShopTitle } from '../use-shop-title';

/** A pro shop content page (getContentConstructorProShop), shown in an iframe as the spec says. */
export default function ProShopPage() {
  const { t } = useTranslation(['shop', 'common']);
  const { value = '' } = useParams();
  const { shop, base } = useShopPlace();
  const shopTitle = useShopTitle();
  const blocks = useProShopQuery({ shop, value });
  if (blocks.isLoading) return <Skeleton variant="rounded" height={480} aria-label={t('pro.loading')} role="status" />;
  if (blocks.isError) return <ErrorState message={t('pro.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void blocks.refetch()} />;
  const first = blocks.data?.find((b) => b.page_url);
  if (!first?.page_url) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('notFound.pro')} documentTitle={`${t('notFound.pro')} · ${shopTitle}`} />
        <Link2 component={Link} to={base}>
          {t('backToShop')}
        </Link2>
      </Box>
    );
  }
  const title = first.title ?? t('pro.title');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={title} documentTitle={`${title} · ${shopTitle}`} />
      {first.subtitle ? <Typography sx={{ color: 'text.secondary' }}>{first.subtitle}</Typography> : null}
      <Box
        component="iframe"
        src={first.page_url}
        title={title}
        sx={{ width: '100%', minHeight: { xs: '70vh', md: '80vh' }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'common.white' }}
      />
    </Box>
  );
}
