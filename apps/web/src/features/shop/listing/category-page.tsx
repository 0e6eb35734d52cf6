import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link2 from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { useCategoryQuery } from '../catalogue/api';
import { LayoutBlocks } from '../home/layout-blocks';
import { categoryPath, productPath, useShopPlace } from '../shop-context';
import { useShopTitle } from '../use-shop-title';
import { Listing } from './listing';

/** A category (or special category) page: description, image, featured products, its layout and its listing. */
export default function CategoryPage() {
  const { t } = useTranslation(['shop', 'common']);
  const key = useParams()['*'] ?? '';
  const { shop, base } = useShopPlace();
  const shopTitle = useShopTitle();
  const category = useCategoryQuery({ shop, key }, { skip: !key });
  const c = category.data;
  if (category.isLoading) return <Skeleton variant="rounded" height={320} aria-label={t('listing.loading')} role="status" />;
  if (category.isError) return <ErrorState message={t('categoryLoadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void category.refetch()} />;
  if (!c) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('notFound.category')} documentTitle={`${t('notFound.category')} · ${shopTitle}`} />
        <Link2 component={Link} to={base}>
          {t('backToShop')}
        </Link2>
      </Box>
    );
  }
  const trail = (c.breadcrumbs ?? []).filter((b) => b.category_id !== c.id);
  const featured = [...(c.featured_products ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link2 component={Link} to={base} underline="hover">
          {shopTitle}
        </Link2>
        {trail.map((b) => (
          <Link2 key={b.category_id} component={Link} to={`${base}/category/${b.category_id}`} underline="hover">
            {b.category_name}
          </Link2>
        ))}
        <Typography aria-current="page">{c.name}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 160px' }, alignItems: 'center' }}>
        <Box>
          <PageHeading title={c.name} documentTitle={`${c.name} · ${shopTitle}`} />
          {c.description ? <Typography component="div" sx={{ '& p': { m: 0 }, maxWidth: '72ch' }} dangerouslySetInnerHTML={{ __html: c.description }} /> : null}
        </Box>
        {c.image ? (
          <Box
            component="img"
            src={c.image}
            alt=""
            width={160}
            height={160}
            sx={{ display: { xs: 'none', sm: 'block' }, width: 160, height: 'auto', borderRadius: 2, bgcolor: 'grey.50' }}
          />
        ) : null}
      </Box>
      {c.children?.length ? (
        <Box component="ul" aria-label={t('subcategories')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {c.children.map((child) => (
            <li key={child.id}>
              <Chip component={Link} to={categoryPath(base, child)} clickable label={child.name} variant="outlined" />
            </li>
          ))}
        </Box>
      ) : null}
      {featured.length ? (
        <Box component="section" aria-labelledby="category-featured">
          <Typography id="category-featured" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('featured')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            {featured.map((f) => (
              <li key={f.url_key}>
                <Link2 component={Link} to={productPath(base, f.url_key)} underline="hover" sx={{ display: 'grid', gap: 1, fontWeight: 600 }}>
                  {f.image ? (
                    <Box
                      component="img"
                      src={f.image}
                      alt=""
                      width={200}
                      height={200}
                      loading="lazy"
                      sx={{ width: '100%', height: 'auto', borderRadius: 1, bgcolor: 'grey.50' }}
                    />
                  ) : null}
                  {f.name}
                </Link2>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <LayoutBlocks page={{ page: 'category', id: c.id }} />
      <Listing kind="category" categoryId={c.id} label={t('listing.products', { name: c.name })} />
    </Box>
  );
}
