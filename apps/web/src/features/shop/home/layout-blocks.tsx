import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LayoutBlock } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link2 from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSharedSelector } from '@/lib/store/hooks';
import { shopCredentials } from '@/lib/api/commerce-api';
import { useShopLayoutQuery, type LayoutPage } from '../catalogue/api';
import type { ProductCard, ProductTypename } from '../catalogue/types';
import { ProductRow } from '../components/product-row';
import { shopHref, useShopPlace } from '../shop-context';
import { visuallyHidden } from '@/lib/a11y/visually-hidden';

type LayoutProduct = NonNullable<LayoutBlock['products']>[number];

const TYPENAMES: readonly string[] = [
  'SimpleProduct',
  'VirtualProduct',
  'ConfigurableProduct',
  'BundleProduct',
  'GiftCardProduct',
  'DownloadableProduct',
] satisfies ProductTypename[];
const isProductTypename = (name: string): name is ProductTypename => TYPENAMES.includes(name);

/**
 * A layout carousel's product in the catalogue's card shape. A card reads no field of its type:
 * a type the catalogue does not know is shown as a simple product.
 */
const cardOf = (p: LayoutProduct): ProductCard => ({
  __typename: isProductTypename(p.typename) ? p.typename : 'SimpleProduct',
  uid: p.uid,
  id: 0,
  sku: p.sku,
  name: p.name,
  url_key: p.urlKey,
  stock_status: 'IN_STOCK',
  small_image: { url: p.image, label: p.name },
  price_range: { minimum_price: { final_price: p.finalPrice, regular_price: p.regularPrice, discount: null }, maximum_price: null },
});

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function Banner({ block }: { block: LayoutBlock }) {
  const { base } = useShopPlace();
  const banner = block.banner;
  if (!banner) return null;
  return (
    <Card variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
      <Box component="img" src={banner.image} alt="" width={1200} height={400} loading="lazy" sx={{ width: '100%', height: 'auto', display: 'block' }} />
      <Box sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {banner.headline}
        </Typography>
        <Typography>{banner.text}</Typography>
        <Button component={Link} to={shopHref(base, banner.href)} variant="contained">
          {banner.buttonLabel}
        </Button>
      </Box>
    </Card>
  );
}

function Slider({ block }: { block: LayoutBlock }) {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  const slides = block.slides ?? [];
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  if (!slide) return null;
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  return (
    <Box
      component="section"
      aria-roledescription={t('slider.role')}
      aria-label={block.title}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900', color: 'common.white' }}
    >
      <Box aria-live="polite" aria-atomic="true">
        <Box
          role="group"
          aria-roledescription={t('slider.slide')}
          aria-label={t('slider.position', { index: index + 1, count: slides.length })}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}
        >
          <Box component="img" src={slide.image} alt="" width={1200} height={400} sx={{ width: '100%', height: 'auto', display: 'block' }} />
          <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography component="p" sx={{ fontSize: { xs: '1.25rem', md: '1.75rem' }, fontWeight: 700 }}>
              {slide.headline}
            </Typography>
            <Typography>{slide.text}</Typography>
            <Button component={Link} to={shopHref(base, slide.href)} variant="contained">
              {t('slider.shopNow')}
              <Box component="span" sx={visuallyHidden}>
                {`: ${slide.headline}`}
              </Box>
            </Button>
          </Box>
        </Box>
      </Box>
      {slides.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={() => go(-1)} aria-label={t('slider.previous')} sx={{ color: 'common.white' }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton onClick={() => go(1)} aria-label={t('slider.next')} sx={{ color: 'common.white' }}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

function CategoryGrid({ block }: { block: LayoutBlock }) {
  const { base } = useShopPlace();
  return (
    <Box component="section" aria-label={block.title}>
      <Heading>{block.title}</Heading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {(block.categories ?? []).map((c) => (
          <li key={c.id}>
            <Link2
              component={Link}
              to={`${base}/category/${c.id}`}
              underline="hover"
              sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center', fontWeight: 600 }}
            >
              {c.image ? (
                <Box
                  component="img"
                  src={c.image}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  sx={{ width: '100%', height: 'auto', borderRadius: 2, bgcolor: 'grey.50' }}
                />
              ) : null}
              {c.name}
            </Link2>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Block({ block }: { block: LayoutBlock }) {
  switch (block.type) {
    case 'banner':
      return <Banner block={block} />;
    case 'slider':
      return <Slider block={block} />;
    case 'product_carousel':
      return block.products?.length ? (
        <Box component="section" aria-label={block.title}>
          <Heading>{block.title}</Heading>
          <ProductRow products={block.products.map(cardOf)} label={block.title} />
        </Box>
      ) : null;
    case 'category_grid':
      return <CategoryGrid block={block} />;
    case 'text':
      return (
        <Box component="section" aria-label={block.title}>
          <Typography component="div" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: block.html ?? '' }} />
        </Box>
      );
    case 'video':
      return block.videoUrl ? (
        <Box component="section" aria-label={block.title}>
          <Heading>{block.title}</Heading>
          <Box
            component="iframe"
            src={block.videoUrl}
            title={block.title}
            loading="lazy"
            allow="fullscreen"
            sx={{ width: '100%', maxWidth: 960, aspectRatio: '16 / 9', border: 0, borderRadius: 2, display: 'block', bgcolor: 'grey.900' }}
          />
        </Box>
      ) : null;
    default:
      return null;
  }
}

/** The server-driven blocks of a shop page (GET api/v3/layout/shop and the category and product layouts). */
export function LayoutBlocks({ page }: { page: LayoutPage }) {
  const { shop } = useShopPlace();
  const storeCode = useSharedSelector((state) => shopCredentials(state.user, shop).storeCode);
  // The server writes the blocks in the store view of the language sent: a new language is a new layout.
  const language = useSharedSelector((state) => state.language.current);
  const layout = useShopLayoutQuery({ ...page, storeCode, shop, language });
  if (layout.isLoading) return <Skeleton variant="rounded" height={160} />;
  // The layout only adds to the page: when it cannot be read the page goes on without it.
  if (!layout.data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {[...layout.data.blocks]
        .sort((a, b) => a.position - b.position)
        .map((block) => (
          <Block key={block.id} block={block} />
        ))}
    </Box>
  );
}
