import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';
import { useSharedSelector } from '@/lib/store/hooks';
import { useSubscriptionAddressBookQuery, useUpdateSubscriptionMutation, type Subscription, type SubscriptionAddress } from '../api';
import { errorText } from '@/lib/errors/error-text';
import { CardFields } from '@/lib/payments/card-fields';
import { cardRefusalText } from '@/lib/payments/card-refusal';
import { CardRefused, tokenizeCard } from '@/lib/payments/tokenize-card';
import { useCardForm } from '@/lib/payments/use-card-form';

type Notice = { severity: 'success' | 'error'; text: string } | null;

const addressLine = (a: SubscriptionAddress | null) =>
  a ? [`${a.firstname ?? ''} ${a.lastname ?? ''}`.trim(), ...(a.street ?? []), a.city, a.postcode, a.country_id].filter(Boolean).join(', ') : null;

/**
 * The subscription's stored card and addresses (ParadoxLabs' updateSubscription): a new card is
 * tokenized by the gateway in the browser and stored with it; addresses come from the address book.
 */
export function PaymentAndDelivery({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Box
      component="section"
      aria-labelledby="sub-payment"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Typography id="sub-payment" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, gridColumn: '1 / -1' }}>
        {t('change.title')}
      </Typography>
      <CardChange sub={sub} />
      <AddressChange sub={sub} />
    </Box>
  );
}

function CardChange({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const storeCode = useSharedSelector((state) => state.user.eStoreCode) ?? 'US';
  const [update, updating] = useUpdateSubscriptionMutation();
  const card = useCardForm();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const details = card.check();
    if (!details) return;
    setBusy(true);
    try {
      const { dataValue: token } = await tokenizeCard({ storeCode }, details);
      await update({ id: sub.entity_id, paymentToken: token }).unwrap();
      card.reset();
      setNotice({ severity: 'success', text: t('change.card.saved') });
    } catch (error) {
      const text = error instanceof CardRefused ? cardRefusalText(t, error) : errorText(t, error, { fallback: t('detail.failed') });
      setNotice({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  const current = sub.quote.payment.cc_last_4
    ? t('detail.card', { brand: sub.quote.payment.cc_type ?? '', last4: sub.quote.payment.cc_last_4 })
    : t('change.card.none');
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="sub-card"
      onSubmit={(e) => void submit(e)}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="sub-card" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('change.card.title')}
      </Typography>
      <Typography color="text.secondary">{current}</Typography>
      <CardFields {...card.fields} />
      {notice ? (
        <Alert severity={notice.severity} role="status">
          {notice.text}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={busy || updating.isLoading}>
          {t('change.card.save')}
        </Button>
      </Box>
    </Paper>
  );
}

function AddressChange({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const book = useSubscriptionAddressBookQuery();
  const [update, updating] = useUpdateSubscriptionMutation();
  const [shipping, setShipping] = useState('');
  const [billing, setBilling] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!shipping && !billing) {
      setNotice({ severity: 'error', text: t('change.address.choose') });
      return;
    }
    try {
      await update({
        id: sub.entity_id,
        shippingAddressId: shipping ? Number(shipping) : undefined,
        billingAddressId: billing ? Number(billing) : undefined,
      }).unwrap();
      setShipping('');
      setBilling('');
      setNotice({ severity: 'success', text: t('change.address.saved') });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(t, error, { fallback: t('detail.failed') }) });
    }
  };
  const options = (book.data ?? []).map((a) => (
    <option key={a.id} value={a.id}>
      {[`${a.firstname} ${a.lastname}`, ...a.street, a.city, a.postcode].filter(Boolean).join(', ')}
    </option>
  ));
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="sub-address"
      onSubmit={(e) => void submit(e)}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}
    >
      <Typography id="sub-address" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('change.address.title')}
      </Typography>
      {sub.quote.shipping_address ? (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('change.address.shippingNow', { address: addressLine(sub.quote.shipping_address) })}
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('change.address.billingNow', { address: addressLine(sub.quote.billing_address) ?? '—' })}
      </Typography>
      {book.isError ? <Alert severity="error">{t('change.address.loadFailed')}</Alert> : null}
      {book.data && !book.data.length ? (
        <Typography>
          <Link component={RouterLink} to="/shop/addresses">
            {t('change.address.empty')}
          </Link>
        </Typography>
      ) : null}
      {book.data?.length ? (
        <>
          {sub.quote.shipping_address ? (
            <SelectField label={t('change.address.shipping')} value={shipping} onChange={setShipping} name="shipping">
              <option value="">{t('change.address.keep')}</option>
              {options}
            </SelectField>
          ) : null}
          <SelectField label={t('change.address.billing')} value={billing} onChange={setBilling} name="billing">
            <option value="">{t('change.address.keep')}</option>
            {options}
          </SelectField>
        </>
      ) : null}
      {notice ? (
        <Alert severity={notice.severity} role="status">
          {notice.text}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={updating.isLoading || !book.data?.length}>
          {t('change.address.save')}
        </Button>
      </Box>
    </Paper>
  );
}
