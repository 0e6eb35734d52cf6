import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { refusalText } from '@/lib/api/refusal';
import { useShopPlace } from '../../shop-context';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../cart-api';

/** Applies one coupon or removes the applied one; a refused code says why in the reader's language. */
export function CouponForm({ cartId, applied }: { cartId: string; applied: string | null }) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { shop } = useShopPlace();
  const [apply, applying] = useApplyCouponMutation();
  const [remove, removing] = useRemoveCouponMutation();
  const fail = (error: unknown) => setMessage(refusalText(t, error, 'cart:refusal', t('coupon.failed')));

  if (applied) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography>{t('coupon.applied')}</Typography>
        <Chip label={applied} />
        <Button
          size="small"
          disabled={removing.isLoading}
          onClick={() => {
            setMessage(null);
            remove({ cartId, shop }).unwrap().catch(fail);
          }}
        >
          {t('coupon.remove')}
        </Button>
        {message ? (
          <Typography role="alert" color="error" variant="body2" sx={{ flexBasis: '100%' }}>
            {message}
          </Typography>
        ) : null}
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (!trimmed) {
          setMessage(t('coupon.empty'));
          return;
        }
        setMessage(null);
        apply({ cartId, code: trimmed, shop })
          .unwrap()
          .then(() => setCode(''), fail);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 160px' }}>
        <FormField
          label={t('coupon.label')}
          value={code}
          size="small"
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(message)}
          autoComplete="off"
        />
      </Box>
      <Button type="submit" variant="outlined" disabled={applying.isLoading}>
        {t('coupon.apply')}
      </Button>
      {message ? (
        <Typography role="alert" color="error" variant="body2" sx={{ flexBasis: '100%' }}>
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}
