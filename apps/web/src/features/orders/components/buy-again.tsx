import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useReorderItemsMutation } from '../api';
import { useOrdersPlace } from '../use-orders-place';
import { errorText } from '@/lib/errors/error-text';

/**
 * "Buy again" (spec 001 §7 reorderItems): puts the order's products back in the cart. Lines that
 * could not be added come back as userInputErrors (code, message, path), listed as the server says them.
 */
export function BuyAgain({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('orders');
  const { shop, base } = useOrdersPlace();
  const [reorder, state] = useReorderItemsMutation();
  const result = state.data;
  const errors = result?.userInputErrors ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button variant="contained" onClick={() => void reorder({ orderNumber, shop })} disabled={state.isLoading} sx={{ justifySelf: 'start' }}>
        {state.isLoading ? t('reorder.adding') : t('reorder.button')}
      </Button>
      <Box role="status" aria-live="polite">
        {result ? (
          <Alert
            severity={errors.length ? 'warning' : 'success'}
            action={
              <Button component={RouterLink} to={`${base}/cart`} color="inherit" size="small">
                {t('reorder.toCart')}
              </Button>
            }
          >
            <AlertTitle>{errors.length ? t('reorder.partly', { count: errors.length }) : t('reorder.done')}</AlertTitle>
            {errors.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {errors.map((e, i) => (
                  <li key={`${e.code}-${i}`}>
                    {e.message}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                      ({[e.code, e.path.filter(Boolean).join('.')].filter(Boolean).join(' · ')})
                    </Box>
                  </li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
      </Box>
      {state.isError ? (
        <Alert severity="error" role="alert">
          {errorText(t, state.error, { fallback: t('reorder.failed') })}
        </Alert>
      ) : null}
    </Box>
  );
}
