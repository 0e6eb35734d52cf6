import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Link2 from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCartSummaryQuery } from '../cart/cart-api';
import { useShopPlace } from '../shop-context';

/** The shop's cart count (the customer's cart summary), linking to the cart. */
export function CartCount() {
  const { t } = useTranslation('shop');
  const { shop, base } = useShopPlace();
  const cart = useCartSummaryQuery(shop);
  const count = cart.data?.total_quantity ?? 0;
  return (
    <Typography component="p" role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, whiteSpace: 'nowrap' }}>
      <ShoppingCartIcon fontSize="small" aria-hidden />
      <Link2 component={Link} to={`${base}/cart`} underline="hover">
        {cart.isLoading ? t('cart.loading') : cart.isError ? t('cart.unknown') : t('cart.count', { count })}
      </Link2>
    </Typography>
  );
}
