import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReturnRequest } from '../api';
import {
  useDeskExchangeMutation,
  useDeskMessagesQuery,
  useDeskReceiveMutation,
  useDeskRefundMutation,
  useDeskReplyMutation,
  useDeskReviewMutation,
} from '../desk-api';
import { formatDate, STATE } from '../format';
import { StatusChip } from './status-chip';
import { errorText } from '@/lib/errors/error-text';
import { formatMoney } from '@/lib/format/money';

/** One request on the returns desk: the actions its state allows, and its chat. */
export function DeskRequest({ request: r }: { request: ReturnRequest }) {
  const { t, i18n } = useTranslation('returns');
  const [accepted, setAccepted] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState('');
  const [reply, setReply] = useState('');
  const [result, setResult] = useState<{ error: boolean; text: string } | null>(null);
  const messages = useDeskMessagesQuery(r.request_id);
  const [review] = useDeskReviewMutation();
  const [receive] = useDeskReceiveMutation();
  const [refund] = useDeskRefundMutation();
  const [exchange] = useDeskExchangeMutation();
  const [send] = useDeskReplyMutation();
  // One key per refund the manager means to make: a double click or a retry never pays twice.
  const [refundKey, setRefundKey] = useState(() => `desk-${r.request_id}-${crypto.randomUUID()}`);
  const act = async (run: () => Promise<unknown>) => {
    setResult(null);
    try {
      await run();
      setResult({ error: false, text: t('desk.done') });
    } catch (e) {
      setResult({ error: true, text: t('desk.failed', { message: errorText(t, e) }) });
    }
  };
  const state = r.status.state;
  return (
    <Box
      component="article"
      aria-labelledby={`desk-${r.request_id}`}
      sx={{ display: 'grid', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography id={`desk-${r.request_id}`} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {t('return', { number: r.ticket_number.number })}
        </Typography>
        <Typography color="text.secondary">{t('list.forOrder', { number: r.order_increment_id, date: formatDate(r.created_at, i18n.language) })}</Typography>
        <StatusChip status={r.status} />
      </Box>
      <Typography color="text.secondary">{t('desk.customer', { name: r.customer_name ?? '' })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {r.request_items.map((i) => (
          <li key={i.request_item_id}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {i.product_name} · {t('detail.qty', { count: i.request_qty })} · {t(`reasons.${i.reason_id}`)} · {t(`conditions.${i.condition_id}`)} ·{' '}
              {t(`resolutions.${i.resolution_id}`)} · {t(`itemStatus.${i.item_status}`)}
            </Typography>
            {state === STATE.pending ? (
              <TextField
                size="small"
                type="number"
                label={t('desk.accept')}
                value={accepted[i.request_item_id] ?? i.request_qty}
                onChange={(e) => setAccepted({ ...accepted, [i.request_item_id]: Number(e.target.value) })}
                slotProps={{ htmlInput: { min: 0, max: i.request_qty } }}
                sx={{ mt: 1, width: '100%', maxWidth: 160 }}
              />
            ) : null}
          </li>
        ))}
      </Box>
      {r.tracking_numbers.map((n) => (
        <Typography key={n.tracking_id}>
          {n.tracking_code.toUpperCase()} · {n.tracking_number}
        </Typography>
      ))}
      {r.refunds
        .filter((x) => x.status === 'succeeded')
        .map((x) => (
          <Typography key={x.refund_id} sx={{ overflowWrap: 'anywhere' }}>
            {x.method === 'store_credit'
              ? t('detail.storeCredit', {
                  amount: formatMoney({ value: x.amount.value, currency: x.amount.currency }, i18n.language),
                  code: x.store_credit_code,
                })
              : t('detail.refunded', { amount: formatMoney({ value: x.amount.value, currency: x.amount.currency }, i18n.language) })}
          </Typography>
        ))}
      {r.shipping_label ? (
        <Link href={r.shipping_label.url} target="_blank" rel="noopener">
          {t('detail.label')}
        </Link>
      ) : null}
      {r.packing_slip ? (
        <Link href={r.packing_slip.url} target="_blank" rel="noopener">
          {t('detail.slip')}
        </Link>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {state === STATE.pending ? (
          <>
            <Button
              variant="contained"
              onClick={() =>
                void act(() =>
                  review({
                    id: r.request_id,
                    items: r.request_items.map((i) => ({ request_item_id: i.request_item_id, qty: accepted[i.request_item_id] ?? i.request_qty })),
                  }).unwrap(),
                )
              }
            >
              {t('desk.authorize')}
            </Button>
            <Button
              color="error"
              onClick={() =>
                void act(() => review({ id: r.request_id, items: r.request_items.map((i) => ({ request_item_id: i.request_item_id, qty: 0 })) }).unwrap())
              }
            >
              {t('desk.reject')}
            </Button>
          </>
        ) : null}
        {state === STATE.authorized ? (
          <Button
            variant="contained"
            onClick={() =>
              void act(() =>
                receive({
                  id: r.request_id,
                  items: r.request_items.filter((i) => i.item_status === 1).map((i) => ({ request_item_id: i.request_item_id, condition_id: i.condition_id })),
                }).unwrap(),
              )
            }
          >
            {t('desk.receive')}
          </Button>
        ) : null}
        {state === STATE.received ? (
          <>
            <TextField
              size="small"
              label={t('desk.refundAmount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              sx={{ flex: '1 1 220px', minWidth: 0 }}
            />
            <Button
              variant="contained"
              onClick={() =>
                void act(async () => {
                  await refund({ id: r.request_id, amount: amount.trim() || null, key: `${refundKey}-card`, method: 'card' }).unwrap();
                  setRefundKey(`desk-${r.request_id}-${crypto.randomUUID()}`);
                })
              }
            >
              {t('desk.refund')}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                void act(async () => {
                  await refund({ id: r.request_id, amount: amount.trim() || null, key: `${refundKey}-credit`, method: 'store_credit' }).unwrap();
                  setRefundKey(`desk-${r.request_id}-${crypto.randomUUID()}`);
                })
              }
            >
              {t('desk.storeCredit')}
            </Button>
            <Button onClick={() => void act(() => exchange(r.request_id).unwrap())}>{t('desk.exchange')}</Button>
          </>
        ) : null}
      </Box>
      <Box
        component="ol"
        tabIndex={0}
        aria-label={t('chat.label')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, maxHeight: 240, overflowY: 'auto' }}
      >
        {(messages.data ?? []).map((m) => (
          <li key={m.message_id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{m.is_system ? t('chat.system') : m.username}:</strong> {m.message}
              {m.files.map((f) => (
                <Link key={f.filename} href={f.filepath ?? undefined} target="_blank" rel="noopener" sx={{ ml: 1 }}>
                  {f.filename}
                </Link>
              ))}
            </Typography>
          </li>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (reply.trim())
            void act(async () => {
              await send({ id: r.request_id, message: reply.trim() }).unwrap();
              setReply('');
            });
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField size="small" label={t('chat.message')} value={reply} onChange={(e) => setReply(e.target.value)} sx={{ flex: '1 1 200px' }} />
        <Button type="submit">{t('desk.reply')}</Button>
      </Box>
      {result ? (
        <Alert severity={result.error ? 'error' : 'success'} role="status">
          {result.text}
        </Alert>
      ) : null}
    </Box>
  );
}
