import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { useCustomerGiftCardsQuery } from './api';
import { dateText } from '@/lib/format/intl-formats';

const day = (iso: string, locale: string) => dateText(new Date(iso), locale, { year: 'numeric', month: 'short', day: 'numeric' });

/** The customer's gift cards: those they bought (code hidden) and those sent to them, with balance and history. */
export default function GiftCardsPage() {
  const { t, i18n } = useTranslation(['giftCards', 'common']);
  const cards = useCustomerGiftCardsQuery();
  const locale = i18n.language;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('list.title')} documentTitle={`${t('list.title')} · ${t('common:productName')}`} />
      <Box>
        <Button component={RouterLink} to="/shop/gift-cards/balance">
          {t('list.checkBalance')}
        </Button>
      </Box>
      <QueryState query={cards} loadingLabel={t('loading')} skeletonHeight={200} errorMessage={t('list.loadFailed')} empty={t('list.empty')}>
        {(data) => (
          <>
            <Typography color="text.secondary">{t('list.count', { count: data.length })}</Typography>
            <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {data.map((g) => (
                <li key={`${g.relation}-${g.code}-${g.deliver_at}`}>
                  <Card variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                          {g.code}
                        </Typography>
                        <Chip label={t(`relation.${g.relation}`)} variant="outlined" />
                      </Box>
                      <Typography>{t('list.balance', { balance: formatMoney(g.balance, locale), initial: formatMoney(g.initial_balance, locale) })}</Typography>
                      <Typography color="text.secondary">
                        {g.relation === 'bought'
                          ? t('list.to', { name: g.recipient_name || g.recipient_email || '—' })
                          : t('list.from', { name: g.sender_name || '—' })}
                        {' · '}
                        {g.sent_at ? t('list.sent', { date: day(g.sent_at, locale) }) : t('list.scheduled', { date: day(g.deliver_at, locale) })}
                        {' · '}
                        {t('list.expires', { date: day(g.expires_at, locale) })}
                      </Typography>
                      {g.history.some((h) => h.action === 'spend' || h.action === 'refund' || h.action === 'cancel') ? (
                        <Box component="ul" aria-label={t('list.history')} sx={{ m: 0, pl: 2.5 }}>
                          {g.history
                            .filter((h) => h.action !== 'email' && h.action !== 'create')
                            .map((h, i) => (
                              <li key={i}>
                                {t(h.order_number ? `action.${h.action}` : `action.${h.action}NoOrder`, {
                                  amount: formatMoney({ value: Math.abs(h.amount), currency: g.balance.currency }, locale),
                                  order: h.order_number ?? '',
                                })}{' '}
                                · {day(h.created_at, locale)}
                              </li>
                            ))}
                        </Box>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
