import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Link2 from '@mui/material/Link';
import { SHOP_BASES, useShopPlace } from '../shop-context';

/** The way to the other shop (main ↔ launch monitor), each with its own catalogue and cart. */
export function OtherShopLink() {
  const { t } = useTranslation('shop');
  const { shop } = useShopPlace();
  const other = shop === 'main' ? 'launchMonitor' : 'main';
  return (
    <Link2 component={Link} to={SHOP_BASES[other]} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
      {t(`otherShop.${other}`)}
    </Link2>
  );
}
