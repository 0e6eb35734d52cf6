import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomClubOrder } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import type { CardDetails } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { useCheckCouponMutation, useCheckGiftMutation, type ClubCall } from '../api';
import { checkRefusalText } from '../server-text';

export interface DepositChoice {
  method: 'card' | 'financing' | 'zero';
  /** The card for the gateway, when paying by card. */
  card: CardDetails | null;
  coupon?: { code: string; discount: string };
  gift?: { code: string; amount: string };
  amount: string;
}

/**
 * The select step: a coupon and a gift code checked against the deposit (the discount is sent only
 * when above 0, spec 001 §5), then how to pay what is left: card, financing, or nothing to pay.
 */
export function DepositForm({
  order,
  access,
  quoteId,
  busy,
  onPay,
}: {
  order: CustomClubOrder;
  access: ClubCall;
  quoteId: string;
  busy: boolean;
  onPay: (choice: DepositChoice) => void;
}) {
  const { t, i18n } = useTranslation('fitting');
  const money = (v: string) => formatMoney({ value: v, currency: order.currency }, i18n.language);
  const [checkCoupon, coupon] = useCheckCouponMutation();
  const [checkGift, gift] = useCheckGiftMutation();
  const [couponCode, setCouponCode] = useState('');
  const [giftCode, setGiftCode] = useState('');
  const [method, setMethod] = useState<'card' | 'financing'>('card');
  const card = useCardForm();
  // What a valid code does is worded here, in the reader's language; a refusal by the reason the server gave.
  const discount = coupon.data?.is_valid && Number(coupon.data.discount) > 0 ? coupon.data.discount : null;
  const afterCoupon = discount ? coupon.data!.deposit_due : order.deposit_due;
  const giftAmount = gift.data?.is_valid ? Math.min(Number(gift.data.usable_amount), Number(afterCoupon)).toFixed(order.currency === 'JPY' ? 0 : 2) : null;
  const due = giftAmount ? (Math.round((Number(afterCoupon) - Number(giftAmount)) * 100) / 100).toFixed(order.currency === 'JPY' ? 0 : 2) : afterCoupon;
  const isZero = Number(due) === 0;
  const base = { ...access, order_increment_id: order.id, mask_id: quoteId };
  const submit = () => {
    const paysByCard = !isZero && method === 'card';
    const details = paysByCard ? card.check() : null;
    if (paysByCard && !details) return;
    onPay({
      method: isZero ? 'zero' : method,
      card: details,
      amount: due,
      ...(discount ? { coupon: { code: coupon.data!.coupon_code, discount } } : {}),
      ...(giftAmount && Number(giftAmount) > 0 ? { gift: { code: giftCode.trim(), amount: giftAmount } } : {}),
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', m: 0 }}>
        <dt>{t('pay.subtotal')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {money(order.subtotal)}
        </Box>
        <dt>{t('pay.deposit')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {money(order.deposit)}
        </Box>
        {discount ? (
          <>
            <dt>{t('pay.discount')}</dt>
            <Box component="dd" sx={{ m: 0 }}>{`−${money(discount)}`}</Box>
          </>
        ) : null}
        {giftAmount ? (
          <>
            <dt>{t('pay.gift')}</dt>
            <Box component="dd" sx={{ m: 0 }}>{`−${money(giftAmount)}`}</Box>
          </>
        ) : null}
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('pay.dueNow')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="deposit-due">
          {money(due)}
        </Box>
        <dt>{t('pay.balance')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {money(order.balance)}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('pay.coupon')}
          value={couponCode}
          onChange={(e) => setCouponCode(e.target.value)}
          sx={{ flex: '1 1 160px' }}
          helperText={
            discount
              ? t('pay.couponTakes', { amount: money(discount) })
              : coupon.data
                ? checkRefusalText(t, coupon.data)
                : coupon.isError
                  ? t('pay.checkFailed')
                  : ' '
          }
          error={coupon.data ? !coupon.data.is_valid : coupon.isError}
        />
        <Button
          variant="outlined"
          disabled={!couponCode.trim() || coupon.isLoading}
          onClick={() => void checkCoupon({ ...base, coupon_code: couponCode.trim() })}
        >
          {t('pay.apply')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('pay.giftCode')}
          value={giftCode}
          onChange={(e) => setGiftCode(e.target.value)}
          sx={{ flex: '1 1 160px' }}
          helperText={
            giftAmount
              ? t('pay.giftPays', { amount: money(giftAmount) })
              : gift.data
                ? checkRefusalText(t, gift.data)
                : gift.isError
                  ? t('pay.checkFailed')
                  : ' '
          }
          error={gift.data ? !gift.data.is_valid : gift.isError}
        />
        <Button variant="outlined" disabled={!giftCode.trim() || gift.isLoading} onClick={() => void checkGift({ ...base, gift_code: giftCode.trim() })}>
          {t('pay.apply')}
        </Button>
      </Box>
      {isZero ? (
        <Typography>{t('pay.nothingDue')}</Typography>
      ) : (
        <>
          <RadioGroup row value={method} onChange={(e) => setMethod(e.target.value as 'card' | 'financing')} aria-label={t('pay.method')}>
            <FormControlLabel value="card" control={<Radio />} label={t('pay.card')} />
            <FormControlLabel value="financing" control={<Radio />} label={t('pay.financing')} />
          </RadioGroup>
          {method === 'card' ? <CardFields {...card.fields} /> : <Typography color="text.secondary">{t('pay.financingNote')}</Typography>}
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('pay.balanceNote', { amount: money(order.balance) })}
      </Typography>
      <Button type="submit" variant="contained" disabled={busy}>
        {isZero ? t('pay.placeOrder') : method === 'card' ? t('pay.payDeposit', { amount: money(due) }) : t('pay.continueLender')}
      </Button>
    </Box>
  );
}
