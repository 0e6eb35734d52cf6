import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link2 from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { useDeferredQuery } from '@/lib/store/use-deferred-query';
import { PageHeading } from '@/components/page-heading';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { catalogueApi, useProductQuery } from '../catalogue/api';
import { ProductRow } from '../components/product-row';
import { LayoutBlocks } from '../home/layout-blocks';
import { shopPlaceOf, useShopPlace } from '../shop-context';
import { useShopTitle } from '../use-shop-title';
import { galleryOrder, MediaGallery } from './media-gallery';
import { PurchaseForm } from './purchase-form';
import { shownFor } from './selection';
import { useSelection } from './use-selection';

/**
 * The product, asked for while the app starts (PrefetchData) with the arguments the page uses, and
 * its large picture (the page's largest paint) as soon as its address is known, before the page renders it.
 */
export const prefetchData: PrefetchData = ({ dispatch, params }) => {
  const request = dispatch(
    catalogueApi.endpoints.product.initiate({ shop: shopPlaceOf(location.pathname).shop, urlKey: params.urlKey ?? '' }, { subscribe: false }),
  );
  void request.then(({ data }) => {
    const first = galleryOrder(data?.media_gallery)[0];
    if (first && first.__typename !== 'ProductVideo' && first.url) new Image().src = first.url;
  });
};

/** Product detail (spec 001 §2) for every product type, with related and up-sell products. */
export default function ProductPage() {
  const { t } = useTranslation(['shop', 'common']);
  const { urlKey = '' } = useParams();
  const { shop, base } = useShopPlace();
  const shopTitle = useShopTitle();
  // Deferred: the page draws in slices once the product arrives.
  const product = useDeferredQuery(useProductQuery({ shop, urlKey }));
  const [selection, setSelection] = useSelection(product.data);
  const p = product.data;

  if (product.isLoading) return <Skeleton variant="rounded" height={480} aria-label={t('loadingProduct')} role="status" />;
  if (product.isError) return <ErrorState message={t('productLoadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void product.refetch()} />;
  if (!p || !selection) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('notFound.product')} documentTitle={`${t('notFound.product')} · ${shopTitle}`} />
        <Link2 component={Link} to={base}>
          {t('backToShop')}
        </Link2>
      </Box>
    );
  }
  const category = p.categories?.[0];
  const tags = p.golf_product_tags?.filter((tag) => tag.value) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link2 component={Link} to={base} underline="hover">
          {shopTitle}
        </Link2>
        {category ? (
          <Link2 component={Link} to={`${base}/category/${category.id}`} underline="hover">
            {category.name}
          </Link2>
        ) : null}
        <Typography aria-current="page">{p.name}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <MediaGallery media={shownFor(p, selection).media} name={p.name} />
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PageHeading title={p.name} documentTitle={`${p.name} · ${shopTitle}`} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('sku', { sku: p.sku })}
          </Typography>
          {p.short_description?.html ? (
            <Typography component="div" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: p.short_description.html }} />
          ) : null}
          {tags.length || p.golf_product_holes_number ? (
            <Box component="ul" aria-label={t('tags')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {p.golf_product_holes_number ? (
                <li>
                  <Chip color="primary" variant="outlined" label={t('holes', { count: p.golf_product_holes_number })} />
                </li>
              ) : null}
              {tags.map((tag) => (
                <li key={tag.value}>
                  <Chip label={tag.value} />
                </li>
              ))}
            </Box>
          ) : null}
          {p.__typename === 'DownloadableProduct' && p.downloadable_product_links?.length ? (
            <Box component="section" aria-labelledby="product-files">
              <Typography id="product-files" variant="subtitle2" component="h2">
                {t('files.heading')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {p.downloadable_product_links.map((l) => (l ? <li key={l.uid}>{l.title}</li> : null))}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('files.when')}
              </Typography>
            </Box>
          ) : null}
          <PurchaseForm key={p.uid} product={p} selection={selection} onChange={setSelection} />
        </Box>
      </Box>
      {p.description?.html ? (
        <Box component="section" aria-labelledby="product-description">
          <Typography id="product-description" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            {t('description')}
          </Typography>
          <Typography component="div" sx={{ maxWidth: '72ch' }} dangerouslySetInnerHTML={{ __html: p.description.html }} />
        </Box>
      ) : null}
      <LayoutBlocks page={{ page: 'product', id: p.id }} />
      {p.upsell_products?.length ? (
        <Box component="section" aria-labelledby="product-upsell">
          <Typography id="product-upsell" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('upsell')}
          </Typography>
          <ProductRow products={p.upsell_products} label={t('upsell')} />
        </Box>
      ) : null}
      {p.related_products?.length ? (
        <Box component="section" aria-labelledby="product-related">
          <Typography id="product-related" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('related')}
          </Typography>
          <ProductRow products={p.related_products} label={t('related')} />
        </Box>
      ) : null}
    </Box>
  );
}
