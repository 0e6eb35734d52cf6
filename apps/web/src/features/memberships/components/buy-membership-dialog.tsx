import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Device, Membership, MembershipChargeResult } from '@golf/contracts';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';
import { useChargeMembershipMutation, usePlansQuery, type PlanList, type ShopCall } from '../api';
import { rememberPayment } from '../pending-payment';
import { serverText } from '../server-text';
import { CountrySelect, PriceLines } from './price-lines';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** Buy-membership step (spec §4): it starts at selectPlans (the device was chosen in the active-membership modal), then pay. */
type Step = 'selectPlans' | 'pay';
export const RETURN_URL = '/launch-monitor/memberships?payment=return';

/**
 * The buy-membership modal for one device: a plan and term at the store's price, then the billing country
 * (US store: EU buyers pay their country's VAT), the price, VAT and total from the server, and the
 * card (3-D Secure when the bank asks). The amount charged is the total shown.
 *
 * With `carryOver` (a legacy plan) it is the send-payment-info modal: only plans of the legacy plan's
 * kind, and the card is kept and charged on the day the legacy plan ends, when the new plan starts.
 */
export function BuyMembershipDialog({
  open,
  device,
  carryOver,
  plans,
  shop,
  email,
  onClose,
}: {
  open: boolean;
  device: Pick<Device, 'deviceId' | 'name'>;
  carryOver?: Membership;
  plans: PlanList;
  shop: ShopCall;
  email: string;
  onClose: (result?: MembershipChargeResult) => void;
}) {
  const { t, i18n } = useTranslation('memberships');
  const [step, setStep] = useState<Step>('selectPlans');
  const deviceId = device.deviceId;
  const choices = carryOver ? plans.plans.filter((p) => p.family === carryOver.family) : plans.plans;
  const day = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const [choice, setChoice] = useState<string | null>(null);
  const card = useCardForm();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState(() => crypto.randomUUID());
  const [charge] = useChargeMembershipMutation();
  const asksCountry = plans.billing.countries.length > 0;
  const [country, setCountry] = useState(plans.billing.country ?? '');
  const [countryError, setCountryError] = useState<string | undefined>();
  // The totals for the chosen country, from the server (the same figures the purchase charges).
  const priced = usePlansQuery(asksCountry && country ? country : undefined);
  const pricedPlans = priced.currentData ?? null;
  const [sku, term] = (choice ?? '|').split('|') as [string, 'monthly' | 'yearly'];
  const plan = plans.plans.find((p) => p.sku === sku);
  const pricedPlan = pricedPlans?.plans.find((p) => p.sku === sku);
  const lines = pricedPlan
    ? term === 'monthly'
      ? { net: pricedPlan.monthlyPrice, tax: pricedPlan.monthlyTax, total: pricedPlan.monthlyTotal }
      : { net: pricedPlan.yearlyPrice, tax: pricedPlan.yearlyTax, total: pricedPlan.yearlyTotal }
    : null;
  const amount = lines?.total ?? null;
  const money = (value: string) => formatMoney({ value, currency: plans.currency }, i18n.language);

  const pay = async () => {
    const details = card.check();
    const noCountry = asksCountry && !country;
    setCountryError(noCountry ? t('buy.countryMissing') : undefined);
    if (!details || noCountry || !plan || !amount || !deviceId) return;
    setBusy(true);
    setFailure(null);
    try {
      const { dataValue: cardToken } = await tokenizeCard({ storeCode: shop.store }, details);
      const body = {
        ...shop,
        email,
        reference,
        sku,
        term,
        deviceId,
        amount,
        cardToken,
        callbackUrl: RETURN_URL,
        ...(asksCountry ? { countryId: country } : {}),
        ...(carryOver?.legacyId ? { referenceLegacyId: carryOver.legacyId } : {}),
      };
      const result = await charge(body).unwrap();
      if (result.status === 'requires_action' && result.challenge_url) {
        rememberPayment({ kind: 'buy', body });
        window.location.assign(result.challenge_url);
        return;
      }
      onClose(result);
    } catch (e) {
      // A purchase cancelled after an interruption keeps its reference spent: paying again is a new purchase.
      if ((e as { data?: { reason?: string } } | null)?.data?.reason === 'purchase_abandoned') setReference(crypto.randomUUID());
      setFailure(e instanceof CardRefused ? cardRefusalText(t, e) : serverText(t, e, t('buy.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="buy-title" aria-describedby="buy-for" fullWidth maxWidth="sm">
      <DialogTitle id="buy-title">{carryOver ? t('sendPayment.title') : t('buy.title')}</DialogTitle>
      <DialogContent>
        <Typography id="buy-for" color="text.secondary" sx={{ mb: 1 }}>
          {carryOver
            ? t('sendPayment.intro', { plan: carryOver.planName, device: device.name, date: day(carryOver.endsAt) })
            : t('buy.forDevice', { device: device.name })}
        </Typography>
        {step === 'selectPlans' ? (
          <RadioGroup aria-label={t('buy.plan')} value={choice ?? ''} onChange={(e) => setChoice(e.target.value)}>
            {choices.flatMap((p) => [
              <FormControlLabel
                key={`${p.sku}|yearly`}
                value={`${p.sku}|yearly`}
                control={<Radio />}
                label={t('buy.yearly', { plan: p.name, price: money(p.yearlyPrice) })}
              />,
              <FormControlLabel
                key={`${p.sku}|monthly`}
                value={`${p.sku}|monthly`}
                control={<Radio />}
                label={t('buy.monthly', { plan: p.name, price: money(p.monthlyPrice) })}
              />,
            ])}
          </RadioGroup>
        ) : null}
        {step === 'pay' && plan ? (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {asksCountry ? (
              <CountrySelect
                countries={plans.billing.countries}
                value={country}
                onChange={(c) => {
                  setCountry(c);
                  setCountryError(undefined);
                }}
                error={countryError}
              />
            ) : null}
            {lines && pricedPlans ? (
              <>
                <Typography>
                  {carryOver
                    ? t('sendPayment.summary', { plan: plan.name, term: t(`term.${term}`), price: money(lines.total), date: day(carryOver.endsAt) })
                    : t('buy.summary', { plan: plan.name, term: t(`term.${term}`), price: money(lines.total) })}
                </Typography>
                <PriceLines {...lines} vatRate={pricedPlans.billing.vatRate} currency={pricedPlans.currency} />
              </>
            ) : priced.isError ? (
              <Alert severity="error">{serverText(t, priced.error, t('buy.priceFailed'))}</Alert>
            ) : (
              <Typography role="status" color="text.secondary">
                {t('buy.pricing')}
              </Typography>
            )}
            <CardFields {...card.fields} />
          </Box>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onClose()}>{t('actions.cancel')}</Button>
        {step === 'selectPlans' ? (
          <Button variant="contained" disabled={!choice} onClick={() => setStep('pay')}>
            {t('actions.next')}
          </Button>
        ) : null}
        {step === 'pay' && amount ? (
          <Button variant="contained" disabled={busy || priced.isFetching} onClick={() => void pay()}>
            {carryOver ? t('sendPayment.submit') : t('buy.pay', { price: money(amount) })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
