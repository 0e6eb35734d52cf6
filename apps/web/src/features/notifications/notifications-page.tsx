import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@golf/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { browserTimeZone } from '@/lib/format/browser-time-zone';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { notificationsApi, useConfirmOfferedPlaceMutation, useMarkReadMutation, useNotificationsQuery } from './api';
import { errorText } from '@/lib/errors/error-text';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const PAGE = 20;

const appointmentOf = (n: Notification) => (n.sourceId.startsWith('appointment:') ? Number(n.sourceId.slice('appointment:'.length)) : null);

/** The thing a notification is about (its appointment, else its screen), so it opens there. */
function screenOf(n: Notification): string | null {
  const appointment = appointmentOf(n);
  if (appointment !== null) return `/lessons?appointment=${appointment}`;
  if (n.kind.startsWith('lesson-') || n.kind === 'waiting-list-offer') return '/lessons';
  if (n.kind === 'order-shipped') return '/shop/orders';
  if (n.kind === 'account') return '/account';
  return n.kind.startsWith('referral-') ? '/referral' : null;
}

/** A waiting-list place offered in a notification: taken right there, with the answer shown. */
function ConfirmPlace({ n }: { n: Notification }) {
  const { t } = useTranslation('notifications');
  const [confirm, status] = useConfirmOfferedPlaceMutation();
  const id = appointmentOf(n);
  if (id === null) return null;
  if (status.isSuccess)
    return (
      <Alert severity={status.data.appointmentState === 'scheduled' ? 'success' : 'info'}>
        {t(status.data.appointmentState === 'scheduled' ? 'confirmed' : 'notConfirmed')}
      </Alert>
    );
  return (
    <>
      {status.isError ? <Alert severity="error">{errorText(t, status.error, { fallback: t('confirmFailed') })}</Alert> : null}
      <Button
        variant="contained"
        size="small"
        disabled={status.isLoading}
        onClick={() => void confirm({ id, timeZone: browserTimeZone() })}
        aria-label={t('confirmOf', { title: n.title })}
        sx={{ justifySelf: 'start' }}
      >
        {t('confirm')}
      </Button>
    </>
  );
}

function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  return <time dateTime={at}>{dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}</time>;
}

/** The first page of notifications, asked for while the app starts (PrefetchData) in the reader's language. */
export const prefetchData: PrefetchData = ({ dispatch, state }) => {
  void dispatch(notificationsApi.util.prefetch('notifications', { page: 0, size: PAGE, language: state.language.current }, {}));
};

/** Notifications, newest first: unread ones marked, read one by one or all at once. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation(['notifications', 'common']);
  const [size, setSize] = useState(PAGE);
  const list = useNotificationsQuery({ page: 0, size, language: i18n.language });
  const [markRead, marking] = useMarkReadMutation();
  const title = t('notifications:title');
  const items: Notification[] = list.data?.notifications ?? [];
  const unread = items.filter((n) => !n.isRead);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography role="status">{t('notifications:unread', { count: list.data?.unreadCount ?? 0 })}</Typography>
        {unread.length ? (
          <Button
            variant="outlined"
            disabled={marking.isLoading}
            onClick={() => void markRead([...new Set(unread.map((n) => n.sourceId))].map((sourceId) => ({ sourceId })))}
          >
            {t('notifications:markAll')}
          </Button>
        ) : null}
      </Box>
      <QueryState
        query={list}
        loading={<LoadingScreen />}
        errorMessage={t('notifications:loadFailed')}
        isEmpty={(d) => d.notifications.length === 0}
        empty={<Typography>{t('notifications:empty')}</Typography>}
      >
        {(d) => (
          <Box component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {d.notifications.map((n) => (
              <Box component="li" key={n.id}>
                <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: n.isRead ? 'divider' : 'primary.main' }}>
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="h2" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: n.isRead ? 500 : 700 }}>
                        {n.title}
                      </Typography>
                      {n.isRead ? null : <Chip size="small" color="primary" label={t('notifications:new')} />}
                      <Chip size="small" variant="outlined" label={t(`notifications:kinds.${n.kind}`, { defaultValue: t('notifications:kinds.account') })} />
                    </Box>
                    <Typography>{n.body}</Typography>
                    {n.kind === 'waiting-list-offer' && !n.isRead ? <ConfirmPlace n={n} /> : null}
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="body2" color="text.secondary">
                        <When at={n.createdAt} />
                      </Typography>
                      {screenOf(n) ? (
                        <Button size="small" component={RouterLink} to={screenOf(n)!} aria-label={t('notifications:openOf', { title: n.title })}>
                          {t('notifications:open')}
                        </Button>
                      ) : null}
                      {n.isRead ? null : (
                        <Button
                          size="small"
                          onClick={() => void markRead([{ sourceId: n.sourceId, id: n.id }])}
                          aria-label={t('notifications:markReadOf', { title: n.title })}
                        >
                          {t('notifications:markRead')}
                        </Button>
                      )}
                    </Box>
                  </CardContent>
                </Card>
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
      {list.data && list.data.totalRecord > items.length ? (
        <Button onClick={() => setSize((s) => s + PAGE)} sx={{ justifySelf: 'start' }}>
          {t('notifications:more')}
        </Button>
      ) : null}
    </Box>
  );
}
