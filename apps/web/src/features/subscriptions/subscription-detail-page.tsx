import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import {
  useChangeSubscriptionStatusMutation,
  useRescheduleSubscriptionMutation,
  useSkipSubscriptionOnceMutation,
  useSubscriptionsQuery,
  type Subscription,
} from './api';
import { formatRunDate, storeDay } from './format';
import { PaymentAndDelivery } from './components/payment-and-delivery';
import { formatMoney } from '@/lib/format/money';
import { refusalText } from '@/lib/api/refusal';

/** One subscription (spec 001 §2 "Subscription detail"): next billing, the orders it placed, and the customer's actions. */
export default function SubscriptionDetailPage() {
  const { t, i18n } = useTranslation(['subscriptions', 'common']);
  const id = Number(useParams().id);
  const list = useSubscriptionsQuery({ language: i18n.language });
  const sub = list.data?.subscriptions.find((s) => s.entity_id === id);
  const timeZone = list.data?.timeZone ?? 'UTC';
  const title = sub?.description ?? t('detail.title');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to="/shop/subscriptions">
        {t('detail.back')}
      </Link>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <QueryState query={list} loadingLabel={t('loading')} skeletonHeight={320} errorMessage={t('detail.loadFailed')}>
        {() => (sub ? <Detail sub={sub} timeZone={timeZone} locale={i18n.language} /> : <Alert severity="info">{t('detail.notFound')}</Alert>)}
      </QueryState>
    </Box>
  );
}

function Detail({ sub, timeZone, locale }: { sub: Subscription; timeZone: string; locale: string }) {
  const { t } = useTranslation('subscriptions');
  const [change, changing] = useChangeSubscriptionStatusMutation();
  const [skip, skipping] = useSkipSubscriptionOnceMutation();
  const [reschedule, moving] = useRescheduleSubscriptionMutation();
  const [day, setDay] = useState(storeDay(sub.next_run, timeZone));
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const busy = changing.isLoading || skipping.isLoading || moving.isLoading;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage({ severity: 'success', text: done });
    } catch (error) {
      setMessage({ severity: 'error', text: refusalText(t, error, 'subscriptions:refusal', t('detail.failed')) });
    }
  };
  const orders = sub.logs.filter((l) => l.order_increment_id);
  // A membership or other service ships nothing: its date is only the next billing's.
  const ships = Boolean(sub.quote.shipping_address);
  const open = sub.status !== 'canceled' && sub.status !== 'complete';
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            label={t(`status.${sub.status}`)}
            color={sub.status === 'active' ? 'success' : sub.status === 'payment_failed' ? 'error' : 'default'}
            variant="outlined"
          />
          <Typography color="text.secondary">{t('list.number', { number: sub.increment_id })}</Typography>
        </Box>
        {sub.quote.items[0]?.option ? <Typography data-testid="plan">{t('detail.plan', { plan: sub.quote.items[0].option })}</Typography> : null}
        <Typography data-testid="next-run">{t('detail.nextRun', { date: formatRunDate(sub.next_run, timeZone, locale) })}</Typography>
        <Typography>{t(`detail.every.${sub.frequency_unit}`, { count: sub.frequency_count })}</Typography>
        <Typography>
          {sub.length > 0 ? t('detail.installments', { done: sub.run_count, count: sub.length }) : t('detail.untilCancelled', { count: sub.run_count })}
        </Typography>
        <Typography>
          {t('detail.amount', { amount: formatMoney({ value: sub.quote.grand_total ?? sub.subtotal, currency: sub.quote.quote_currency_code }, locale) })}
        </Typography>
        {sub.quote.payment.cc_last_4 ? (
          <Typography>{t('detail.card', { brand: sub.quote.payment.cc_type ?? '', last4: sub.quote.payment.cc_last_4 })}</Typography>
        ) : null}
        {sub.status === 'payment_failed' && sub.retry_at ? (
          <Alert severity="warning">{t('detail.retry', { date: formatRunDate(sub.retry_at, timeZone, locale) })}</Alert>
        ) : null}
      </Paper>
      {message ? (
        <Alert severity={message.severity} role="status">
          {message.text}
        </Alert>
      ) : null}
      {open ? (
        <Box component="section" aria-label={t('detail.actions')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {sub.status === 'active' ? (
            <Button variant="outlined" disabled={busy} onClick={() => void run(() => skip(sub.entity_id).unwrap(), t('detail.skipped'))}>
              {t('detail.skip')}
            </Button>
          ) : null}
          {sub.status === 'active' ? (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void run(() => change({ id: sub.entity_id, status: 'paused' }).unwrap(), t('detail.paused'))}
            >
              {t('detail.pause')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void run(() => change({ id: sub.entity_id, status: 'active' }).unwrap(), t('detail.resumed'))}
            >
              {t('detail.resume')}
            </Button>
          )}
          <Button
            color="error"
            disabled={busy}
            onClick={() => void run(() => change({ id: sub.entity_id, status: 'canceled' }).unwrap(), t('detail.canceled'))}
          >
            {t('detail.cancel')}
          </Button>
        </Box>
      ) : null}
      {sub.status === 'active' || sub.status === 'paused' ? (
        <Box
          component="form"
          aria-label={t(ships ? 'detail.reschedule' : 'detail.rescheduleBilling')}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => reschedule({ id: sub.entity_id, shipDate: day }).unwrap(), t(ships ? 'detail.moved' : 'detail.movedBilling'));
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextField
            type="date"
            size="small"
            label={t(ships ? 'detail.shipDate' : 'detail.billingDate')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" disabled={busy || !day}>
            {t(ships ? 'detail.reschedule' : 'detail.rescheduleBilling')}
          </Button>
        </Box>
      ) : null}
      {open ? <PaymentAndDelivery sub={sub} /> : null}
      <Box component="section" aria-labelledby="sub-orders">
        <Typography id="sub-orders" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('detail.orders')}
        </Typography>
        {orders.length === 0 ? <Typography color="text.secondary">{t('detail.noOrders')}</Typography> : null}
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {orders.map((l) => (
            <li key={l.log_id}>
              <Link component={RouterLink} to={`/shop/orders/${encodeURIComponent(l.order_increment_id!)}`}>
                {t('detail.order', { number: l.order_increment_id })}
              </Link>{' '}
              · {formatRunDate(l.created_at, timeZone, locale)}
            </li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="sub-history">
        <Typography id="sub-history" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('detail.history')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {sub.logs.map((l) => (
            <li key={l.log_id}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {formatRunDate(l.created_at, timeZone, locale)} · {t(`agent.${l.agent}`)} · {l.description}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
