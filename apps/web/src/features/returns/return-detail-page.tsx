import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailOpening, DetailSection } from '@/components/detail-page';
import { PageHeading } from '@/components/page-heading';
import { useCloseReturnMutation, useReturnRequestQuery, useReturnSettingsQuery, type ReturnRequest } from './api';
import { ReturnChat } from './components/return-chat';
import { ReturnRating } from './components/return-rating';
import { ReturnTracking } from './components/return-tracking';
import { StatusChip } from './components/status-chip';
import { formatDate, STATE } from './format';
import { formatMoney } from '@/lib/format/money';

/** A card refund in words: the card's part, and what went back to the order's gift codes first. */
function refundText(x: ReturnRequest['refunds'][number], say: (key: string, amount: number) => string): string {
  const gift = x.gift_code_amount?.value ?? 0;
  const card = Math.round((x.amount.value - gift) * 10_000) / 10_000;
  return [card > 0 ? say('detail.refunded', card) : null, gift > 0 ? say('detail.toGiftCodes', gift) : null].filter(Boolean).join(' ');
}

/** One return (spec 001 §2, §6): status in its colour, items, documents, tracking, chat, close and rating. */
export default function ReturnDetailPage() {
  const { t, i18n } = useTranslation(['returns', 'common']);
  const id = Number(useParams().id);
  const request = useReturnRequestQuery(id, { skip: !Number.isInteger(id) });
  const settings = useReturnSettingsQuery();
  const [close, closing] = useCloseReturnMutation();
  const [confirming, setConfirming] = useState(false);
  const [closeMessage, setCloseMessage] = useState<{ error: boolean; text: string } | null>(null);
  const r = request.data;
  const title = r ? t('return', { number: r.ticket_number.number }) : t('detail.title');
  const state = r?.status.state ?? -1;
  const open = state === STATE.pending || state === STATE.authorized;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <DetailOpening back="/shop/returns" backLabel={t('detail.back')} query={request} loadingLabel={t('loading')} failedMessage={t('detail.loadFailed')} />
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      {r && settings.data ? (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={r.status} />
            <Typography color="text.secondary">
              {t('list.forOrder', { number: r.order_increment_id, date: formatDate(r.created_at, i18n.language) })}
            </Typography>
          </Box>
          {r.instruction ? <Alert severity="info">{r.instruction}</Alert> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <DetailSection id="return-items" title={t('detail.items')}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {r.request_items.map((i) => (
                    <Box component="li" key={i.request_item_id}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{i.product_name}</Typography>
                      <Typography color="text.secondary">
                        {t('detail.qty', { count: i.qty })} · {t(`resolutions.${i.resolution_id}`)} · {t(`reasons.${i.reason_id}`)} ·{' '}
                        {t(`itemStatus.${i.item_status}`)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {r.refunds
                  .filter((x) => x.status === 'succeeded')
                  .map((x) => (
                    <Alert key={x.refund_id} severity="success" sx={{ overflowWrap: 'anywhere' }}>
                      {x.method === 'store_credit' ? (
                        <>
                          {t('detail.storeCredit', {
                            amount: formatMoney({ value: x.amount.value, currency: x.amount.currency }, i18n.language),
                            code: x.store_credit_code,
                          })}{' '}
                          <Link component={RouterLink} to="/shop/gift-cards">
                            {t('detail.giftCards')}
                          </Link>
                        </>
                      ) : (
                        refundText(x, (key, amount) => t(key, { amount: formatMoney({ value: amount, currency: x.amount.currency }, i18n.language) }))
                      )}
                    </Alert>
                  ))}
                {r.exchange_order_number ? <Alert severity="success">{t('detail.exchange', { number: r.exchange_order_number })}</Alert> : null}
              </DetailSection>
              {r.shipping_label || r.packing_slip ? (
                <DetailSection id="return-documents" title={t('detail.documents')}>
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
                </DetailSection>
              ) : null}
              <DetailSection id="return-tracking" title={t('tracking.title')}>
                <ReturnTracking request={r} settings={settings.data} editable={open} />
              </DetailSection>
              {state === STATE.resolved ? (
                <DetailSection id="return-rating" title={t('rating.title')}>
                  <ReturnRating request={r} />
                </DetailSection>
              ) : null}
              {open ? (
                <Box>
                  <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={closing.isLoading}>
                    {t('detail.close')}
                  </Button>
                </Box>
              ) : null}
              {closeMessage ? (
                <Alert severity={closeMessage.error ? 'error' : 'success'} role="status">
                  {closeMessage.text}
                </Alert>
              ) : null}
            </Box>
            {settings.data.isChatEnabled ? (
              <DetailSection id="return-chat" title={t('chat.title')}>
                <ReturnChat id={r.request_id} hash={r.url_hash} maxKb={settings.data.maxAttachmentSize} />
              </DetailSection>
            ) : null}
          </Box>
          <ConfirmDialog
            open={confirming}
            title={t('detail.closeTitle')}
            text={t('detail.closeText')}
            confirmLabel={t('detail.close')}
            cancelLabel={t('create.cancel')}
            busy={closing.isLoading}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              void close(r.request_id)
                .unwrap()
                .catch(() => ({ error: true, message: t('detail.closeFailed') }))
                .then((out) => {
                  setConfirming(false);
                  setCloseMessage({ error: out.error, text: out.error ? out.message : t('detail.closed') });
                });
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
