import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { refusalText } from '@/lib/api/refusal';
import { formatMoney } from '@/lib/format/money';
import { useShopPlace } from '../../shop-context';
import { useApplyGiftCodeMutation, useRemoveGiftCodeMutation } from '../cart-api';
import type { Cart } from '../cart-types';

/**
 * Applies gift codes, all of the balance or an amount, and removes them. A group rather than a form:
 * it also sits inside the checkout form, so Enter applies the code instead of placing the order.
 */
export function GiftCodeForm({ cartId, applied }: { cartId: string; applied: NonNullable<Cart['applied_gift_codes']> }) {
  const { t, i18n } = useTranslation('cart');
  const { shop } = useShopPlace();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [apply, applying] = useApplyGiftCodeMutation();
  const [remove, removing] = useRemoveGiftCodeMutation();
  const fail = (error: unknown) => setMessage(refusalText(t, error, 'cart:refusal', t('giftCode.failed')));
  const submit = () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setMessage(t('giftCode.empty'));
      return;
    }
    const value = amount.trim() ? Number(amount.replace(',', '.')) : null;
    if (value !== null && !(value > 0)) {
      setMessage(t('giftCode.badAmount'));
      return;
    }
    setMessage(null);
    apply({ cartId, code: trimmed, amount: value, shop })
      .unwrap()
      .then(() => {
        setCode('');
        setAmount('');
      }, fail);
  };
  return (
    <Box role="group" aria-label={t('giftCode.title')} sx={{ display: 'grid', gap: 1 }}>
      {applied.map((g) => (
        <Box key={g.code} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 160px' }}>
            {t('giftCode.applied', { code: g.code, amount: formatMoney(g.amount, i18n.language), balance: formatMoney(g.balance, i18n.language) })}
          </Typography>
          <Button
            size="small"
            disabled={removing.isLoading}
            onClick={() => remove({ cartId, code: g.code, shop }).unwrap().catch(fail)}
            aria-label={t('giftCode.removeOne', { code: g.code })}
          >
            {t('giftCode.remove')}
          </Button>
        </Box>
      ))}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      >
        <Box sx={{ flex: '1 1 100%' }}>
          <FormField
            label={t('giftCode.label')}
            value={code}
            size="small"
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(message)}
            autoComplete="off"
          />
        </Box>
        {/* Wide enough for its whole label ("Amount (optional)", "Montant (facultatif)"): it wraps to its own line before cutting it. */}
        <Box sx={{ flex: '1 1 13rem' }}>
          <FormField
            label={t('giftCode.amount')}
            value={amount}
            size="small"
            inputProps={{ inputMode: 'decimal' }}
            onChange={(event) => setAmount(event.target.value)}
            autoComplete="off"
          />
        </Box>
        <Button type="button" variant="outlined" disabled={applying.isLoading} onClick={submit}>
          {t('giftCode.apply')}
        </Button>
      </Box>
      {message ? (
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}
