import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Link2 from '@mui/material/Link';
import { PageHeading } from '@/components/page-heading';
import { useShopPlace } from '../shop-context';
import { useShopTitle } from '../use-shop-title';

/** An address under the shop that no screen has. */
export function ShopNotFound() {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  const shopTitle = useShopTitle();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('notFound.page')} documentTitle={`${t('notFound.page')} · ${shopTitle}`} />
      <Link2 component={Link} to={base}>
        {t('backToShop')}
      </Link2>
    </Box>
  );
}
