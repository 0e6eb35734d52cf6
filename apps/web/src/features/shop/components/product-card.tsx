import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link2 from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductCard as Product } from '../catalogue/types';
import { productPath, useShopPlace } from '../shop-context';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';

/** A listing tile: picture, name (the link), price, stock, and the quick view. */
export function ProductCard({
  product,
  onQuickView,
  headingLevel = 3,
  eager = false,
}: {
  product: Product;
  onQuickView?: (product: Product) => void;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <ProductImage src={product.small_image?.url} alt={product.small_image?.label ?? product.name} width={320} height={320} eager={eager} />
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography component={`h${headingLevel}`} sx={{ fontSize: '1rem', fontWeight: 600, lineHeight: 1.3 }}>
          <Link2 component={Link} to={productPath(base, product.url_key)} underline="hover" color="inherit">
            {product.name}
          </Link2>
        </Typography>
        <PriceTag range={product.price_range} />
        {product.stock_status === 'OUT_OF_STOCK' ? (
          <Typography variant="body2" sx={{ color: 'error.dark' }}>
            {t('stock.out')}
          </Typography>
        ) : null}
      </CardContent>
      {onQuickView ? (
        <CardActions>
          <Button size="small" variant="outlined" onClick={() => onQuickView(product)} aria-label={t('quickView.open', { name: product.name })}>
            {t('quickView.button')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
