import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import type { GiftCardDetail } from '../catalogue/types';
import { formatMoney } from '@/lib/format/money';
import { customAmountInRange, giftAmounts, isDeliverableEmail, type GiftCardChoice } from './selection';

/**
 * A gift card's amount (listed, open within limits, or fixed), its design, and who it is from and
 * for (spec 001 §3 gift card product).
 */
export function GiftCardFields({
  product,
  value,
  onChange,
  showErrors,
}: {
  product: GiftCardDetail;
  value: GiftCardChoice;
  onChange: (next: GiftCardChoice) => void;
  showErrors: boolean;
}) {
  const { t, i18n } = useTranslation('shop');
  const currency = product.price_range.minimum_price.final_price.currency;
  const money = (v: number) => formatMoney({ value: v, currency }, i18n.language);
  const set = (patch: Partial<GiftCardChoice>) => onChange({ ...value, ...patch });
  const amounts = giftAmounts(product);
  const openAmount = product.gift_type === 'range';
  const customBad = value.amount === 'custom' && value.customAmount !== '' && !customAmountInRange(product, value.customAmount);
  const needsEmail = product.gift_card_type !== 'physical';
  const emailInvalid = showErrors && needsEmail && !isDeliverableEmail(value.recipientEmail);
  return (
    <>
      {product.gift_type === 'fixed' ? (
        <Typography>{t('giftCard.value', { amount: money(product.gift_value ?? 0) })}</Typography>
      ) : (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="legend" sx={{ fontWeight: 600 }}>
            {t('giftCard.amount')} *
          </Typography>
          {amounts.length ? (
            <RadioGroup row value={value.amount} onChange={(e) => set({ amount: e.target.value })}>
              {amounts.map((a) => (
                <FormControlLabel key={a} value={a} control={<Radio />} label={money(Number(a))} />
              ))}
              {openAmount ? <FormControlLabel value="custom" control={<Radio />} label={t('giftCard.other')} /> : null}
            </RadioGroup>
          ) : null}
          {value.amount === 'custom' ? (
            <FormField
              label={t('giftCard.customAmount', { currency })}
              type="number"
              value={value.customAmount}
              inputProps={{ min: product.gift_from ?? undefined, max: product.gift_to ?? undefined, step: currency === 'JPY' ? 1 : 0.01 }}
              error={customBad}
              helperText={t('giftCard.range', { from: money(product.gift_from ?? 0), to: money(product.gift_to ?? 0) })}
              onChange={(e) => set({ customAmount: e.target.value })}
            />
          ) : null}
        </Box>
      )}
      {product.gift_templates?.length ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('giftCard.design')}
          </Typography>
          <RadioGroup
            value={value.templateId === null ? '' : String(value.templateId)}
            onChange={(e) => set({ templateId: Number(e.target.value) })}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
          >
            {product.gift_templates.map((tpl) => (
              <FormControlLabel
                key={tpl.giftcard_template_id}
                value={String(tpl.giftcard_template_id)}
                control={<Radio />}
                sx={{ m: 0, alignItems: 'flex-start' }}
                label={
                  <Box sx={{ display: 'grid', gap: 0.5 }}>
                    {tpl.images?.[0] ? (
                      <Box
                        component="img"
                        src={tpl.images[0]}
                        alt=""
                        width={120}
                        height={76}
                        loading="lazy"
                        sx={{ width: '100%', height: 'auto', borderRadius: 1 }}
                      />
                    ) : null}
                    <span>{tpl.template_name}</span>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          label={t('giftCard.senderName')}
          value={value.senderName}
          inputProps={{ maxLength: 100 }}
          autoComplete="name"
          onChange={(e) => set({ senderName: e.target.value })}
        />
        <FormField
          label={t('giftCard.senderEmail')}
          type="email"
          value={value.senderEmail}
          autoComplete="email"
          onChange={(e) => set({ senderEmail: e.target.value })}
        />
        <FormField
          label={t('giftCard.recipientName')}
          value={value.recipientName}
          inputProps={{ maxLength: 100 }}
          onChange={(e) => set({ recipientName: e.target.value })}
        />
        <FormField
          label={t('giftCard.recipientEmail')}
          type="email"
          required={needsEmail}
          value={value.recipientEmail}
          error={emailInvalid}
          helperText={
            emailInvalid && value.recipientEmail.trim()
              ? t('missing.giftRecipientEmailInvalid', { email: value.recipientEmail.trim() })
              : needsEmail
                ? t('giftCard.recipientEmailHelp')
                : undefined
          }
          onChange={(e) => set({ recipientEmail: e.target.value })}
        />
      </Box>
      {product.allow_message ? (
        <FormField
          label={t('giftCard.message')}
          multiline
          minRows={3}
          value={value.message}
          inputProps={{ maxLength: 500 }}
          helperText={t('options.maxCharacters', { count: 500, used: value.message.length })}
          onChange={(e) => set({ message: e.target.value })}
        />
      ) : null}
    </>
  );
}
