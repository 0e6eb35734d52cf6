import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { useAppDispatch } from '@/lib/store/hooks';
import { cartApi } from '../cart/cart-api';
import { challengePassed, placeWith } from './checkout-flow';
import { useShopPlace } from '../shop-context';
import { useCheckoutSteps } from './use-checkout-steps';

/**
 * Back from the issuer's challenge page (its callback URL). A verified card places the order of
 * the active cart (its payment and reserved order number are already set); a refused one goes
 * back to checkout with the reason, the cart untouched.
 */
export default function ThreeDsReturnPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { shop, base } = useShopPlace();
  const steps = useCheckoutSteps();
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);
  const passed = challengePassed(params);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!passed) {
      void navigate(`${base}/checkout`, { replace: true, state: { refusal: t('verification.refused') } });
      return;
    }
    void (async () => {
      try {
        const cart = await dispatch(cartApi.endpoints.cartSummary.initiate(shop, { subscribe: false, forceRefetch: true })).unwrap();
        const outcome = await placeWith(steps, cart.id);
        if (outcome.kind === 'placed') void navigate(`${base}/checkout/success/${encodeURIComponent(outcome.orderNumber)}`, { replace: true });
        else if (outcome.kind === 'refused') void navigate(`${base}/checkout`, { replace: true, state: { refusal: outcome.message ?? t('errors.order') } });
      } catch {
        setMessage(t('verification.failed'));
      }
    })();
  }, [base, dispatch, navigate, passed, shop, steps, t]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('verification.title')} documentTitle={`${t('verification.title')} · ${t('common:productName')}`} />
      {message ? (
        <>
          <Alert severity="error">{message}</Alert>
          <Button component={RouterLink} to={`${base}/checkout`} variant="contained" sx={{ justifySelf: 'start' }}>
            {t('verification.back')}
          </Button>
        </>
      ) : (
        <LoadingScreen />
      )}
    </Box>
  );
}
