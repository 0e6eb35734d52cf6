import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlusPlan, PlusPlanId } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { isApiError } from '@/lib/api/api-error';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, PORTAL_GATEWAY, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { declineText, serverText } from './server-text';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { plusApi, useBuyPlusMutation, useCancelPlusMutation, usePlusOfferQuery, useStartTrialMutation } from './api';
import { newIdempotencyKey } from './idempotency-key';
import { PlusPriceLines } from './plus-price-lines';
import { billingFieldOrder, EMPTY_ADDRESS, filledAddress, type AddressForm } from './billing-address';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** The Plus offer and status, asked for while the app starts (PrefetchData). */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(plusApi.util.prefetch('plusOffer', undefined, {}));
};

/**
 * The Plus buy status (spec 000 §3: it starts at SELECT): choose the plan, then PAY with the billing
 * address and card; the server's answer ends it at SUCCESS, or FAILED with the card form kept.
 */
type BuyStatus = 'SELECT' | 'PAY' | 'SUCCESS' | 'FAILED';

/** The new total of a refused buy whose total changed since the offer was shown (nothing was charged). */
function totalChangedTo(error: unknown): { value: string; currency: string } | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as Record<string, unknown>;
  return data.reason === 'total-changed' && typeof data.total === 'string' && typeof data.currency === 'string'
    ? { value: data.total, currency: data.currency }
    : null;
}

/** The Plus offer (spec 000 §2, §3): plans, what Plus adds, the free trial, buying and cancelling. */
export default function PlusPage() {
  const { t, i18n } = useTranslation(['plus', 'common']);
  const offer = usePlusOfferQuery();
  const [startTrial, trialState] = useStartTrialMutation();
  const [buy, buyState] = useBuyPlusMutation();
  const [cancel] = useCancelPlusMutation();
  const [plan, setPlan] = useState<PlusPlanId>('monthly');
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const card = useCardForm();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [buyStatus, setBuyStatus] = useState<BuyStatus>('SELECT');
  /** The chosen plan as its radio reads, price included. */
  const chosenLabel = (chosen: PlusPlan | undefined) =>
    chosen ? t(`buy.${chosen.optionTypeId}`, { price: formatMoney({ value: chosen.price, currency: chosen.currency }, i18n.language) }) : '';
  const date = (iso: string | null) => (iso ? dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '');

  const onTrial = async () => {
    setMessage(null);
    try {
      await startTrial().unwrap();
      setMessage({ severity: 'success', text: t('trial.started') });
    } catch (e) {
      setMessage({ severity: 'error', text: serverText(t, e, t('error')) });
    }
  };
  const onBuy = async () => {
    setMessage(null);
    const details = card.check();
    const billingAddress = filledAddress(address, offer.data?.billingCountry ?? '');
    if (!details || Object.values(billingAddress).some((v) => !v.trim())) {
      if (details) setMessage({ severity: 'error', text: t('buy.addressMissing') });
      return;
    }
    try {
      const { dataValue: cardToken } = await tokenizeCard(PORTAL_GATEWAY, details);
      const result = await buy({
        optionTypeId: plan,
        cardToken,
        billingAddress,
        idempotencyKey: key,
        expectedTotal: offer.data?.plans.find((p) => p.optionTypeId === plan)?.total,
      }).unwrap();
      setBuyStatus(result.buyStatus);
      setMessage(
        result.buyStatus === 'SUCCESS' ? { severity: 'success', text: t('buy.success') } : { severity: 'error', text: declineText(t, result, t('error')) },
      );
      // A declined card ends that payment; trying again (another card) is a new one. A double click keeps the key.
      if (result.buyStatus !== 'SUCCESS') setKey(newIdempotencyKey());
    } catch (e) {
      setKey(newIdempotencyKey());
      setBuyStatus('FAILED');
      const changed = totalChangedTo(e);
      if (changed) void offer.refetch();
      setMessage({
        severity: 'error',
        text: changed
          ? t('errors.total-changed', { total: formatMoney(changed, i18n.language) })
          : e instanceof CardRefused
            ? cardRefusalText(t, e)
            : serverText(t, e, t('error')),
      });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      <QueryState query={offer} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={t('loadFailed')}>
        {({ subscription: sub, ...data }) => {
          const chosen = data.plans.find((p) => p.optionTypeId === plan);
          return (
            <>
              <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
                    {t('status.heading')}
                  </Typography>
                  <Chip label={t(`status.${sub.status}`)} color={sub.isPlusActive ? 'success' : 'default'} />
                </Box>
                {sub.currentPeriodEnd && sub.status !== 'none' ? (
                  <Typography>
                    {t(sub.cancelAtPeriodEnd ? 'status.endsOn' : sub.status === 'trial' ? 'status.trialUntil' : 'status.renewsOn', {
                      date: date(sub.currentPeriodEnd),
                    })}
                  </Typography>
                ) : null}
                {sub.lastCharge && sub.optionTypeId ? (
                  <>
                    <Typography id="plus-last-charge" sx={{ fontWeight: 600 }}>
                      {t('status.lastCharge', { date: date(sub.lastCharge.chargedAt) })}
                    </Typography>
                    <PlusPriceLines price={sub.lastCharge} plan={sub.optionTypeId} label={t('status.lastCharge', { date: date(sub.lastCharge.chargedAt) })} />
                  </>
                ) : null}
                {sub.status === 'past_due' && sub.nextAttemptAt ? (
                  <Alert severity="warning">{t('status.retry', { date: date(sub.nextAttemptAt) })}</Alert>
                ) : null}
                <Typography color="text.secondary">{t('holes', { count: data.holesPlayed.last30Days, total: data.holesPlayed.total })}</Typography>
                {sub.isPlusActive ? <Alert severity="success">{t('unlocked')}</Alert> : null}
                {(sub.status === 'active' || sub.status === 'past_due') && !sub.cancelAtPeriodEnd ? (
                  <Box>
                    <Button variant="outlined" onClick={() => void cancel()}>
                      {t('cancel')}
                    </Button>
                  </Box>
                ) : null}
              </Box>
              <Box component="section" aria-labelledby="plus-features" sx={{ display: 'grid', gap: 1 }}>
                <Typography id="plus-features" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                  {t('features.heading')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {data.features.map((f) => (
                    <li key={f}>{t(`features.${f}`)}</li>
                  ))}
                </Box>
              </Box>
              {data.tryTrial ? (
                <Box>
                  <Button variant="contained" onClick={() => void onTrial()} disabled={trialState.isLoading}>
                    {t('trial.start')}
                  </Button>
                </Box>
              ) : null}
              {!sub.isPlusActive || sub.status === 'trial' ? (
                <Box
                  component="section"
                  aria-labelledby="plus-buy"
                  sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
                >
                  <Typography id="plus-buy" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                    {t('buy.heading')}
                  </Typography>
                  {buyStatus === 'SELECT' ? (
                    <>
                      <RadioGroup aria-label={t('buy.plan')} value={plan} onChange={(e) => setPlan(e.target.value as PlusPlanId)}>
                        {data.plans.map((p) => (
                          <FormControlLabel
                            key={p.optionTypeId}
                            value={p.optionTypeId}
                            control={<Radio />}
                            label={t(`buy.${p.optionTypeId}`, { price: formatMoney({ value: p.price, currency: p.currency }, i18n.language) })}
                          />
                        ))}
                      </RadioGroup>
                      {chosen ? <PlusPriceLines price={chosen} plan={chosen.optionTypeId} label={t('buy.summary')} /> : null}
                      <Box>
                        <Button variant="contained" onClick={() => setBuyStatus('PAY')}>
                          {t('buy.continue')}
                        </Button>
                      </Box>
                    </>
                  ) : (
                    <>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('buy.chosen', { plan: chosenLabel(chosen) })}</Typography>
                        <Button size="small" onClick={() => setBuyStatus('SELECT')} disabled={buyState.isLoading}>
                          {t('buy.change')}
                        </Button>
                      </Box>
                      {chosen ? <PlusPriceLines price={chosen} plan={chosen.optionTypeId} label={t('buy.summary')} /> : null}

                      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                        {t('buy.billing')}
                      </Typography>
                      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
                        {billingFieldOrder(i18n.language).map((f) => (
                          <TextField
                            key={f}
                            label={t(`address.${f}`)}
                            value={f === 'countryId' ? (address.countryId ?? data.billingCountry) : address[f]}
                            onChange={(e) => setAddress({ ...address, [f]: e.target.value })}
                            fullWidth
                          />
                        ))}
                      </Box>
                      <CardFields {...card.fields} />
                      <Box>
                        <Button variant="contained" onClick={() => void onBuy()} disabled={buyState.isLoading}>
                          {t('buy.submit', { amount: chosen ? formatMoney({ value: chosen.total, currency: chosen.currency }, i18n.language) : '' })}
                        </Button>
                      </Box>
                    </>
                  )}
                </Box>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
