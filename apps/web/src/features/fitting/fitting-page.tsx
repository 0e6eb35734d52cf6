import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { useCustomClubOrdersQuery, useFittingSessionsQuery, usePutterSessionsQuery } from './api';
import { useClubAccess } from './use-club-access';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const card = { p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'grid', gap: 0.5, minWidth: 0 } as const;
const list = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { mobile: '1fr', tablet: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Club fitting: the player's fitting sessions, putter fittings and custom club orders (spec 000 §2, 001 §2). */
export default function FittingPage() {
  const { t, i18n } = useTranslation(['fitting', 'common']);
  const sessions = useFittingSessionsQuery();
  const putters = usePutterSessionsQuery();
  const { access } = useClubAccess();
  const orders = useCustomClubOrdersQuery(access ?? { store: '', token: '' }, { skip: !access });
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />

      <Box component="section" aria-labelledby="fitting-sessions" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="fitting-sessions" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('sessions.title')}
        </Typography>
        <QueryState
          query={sessions}
          loadingLabel={t('loading')}
          skeletonHeight={120}
          errorMessage={t('sessions.failed')}
          isEmpty={(d) => d.items.length === 0}
          empty={t('sessions.empty')}
        >
          {({ items }) => (
            <Box component="ul" sx={list}>
              {items.map((s) => (
                <Box component="li" key={s.sessionId} sx={card}>
                  <Link component={RouterLink} to={`/fitting/sessions/${s.sessionId}?type=${s.types[0]}`} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                    {t('sessions.name', { date: date(s.created) })}
                  </Link>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{`${s.centerName} · ${s.fitter}`}</Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {s.types.map((type) => (
                      <Chip key={type} size="small" label={t(`types.${type}`)} />
                    ))}
                  </Box>
                  <Typography variant="body2">{t('sessions.counts', { tested: s.combinationsTested, count: s.clubsRecommended })}</Typography>
                </Box>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="putter-sessions" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="putter-sessions" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('putter.title')}
        </Typography>
        <QueryState query={putters} loadingLabel={t('loading')} skeletonHeight={80} errorMessage={t('putter.failed')} empty={t('putter.empty')}>
          {(items) => (
            <Box component="ul" sx={list}>
              {items.map((p) => (
                <Box component="li" key={p.id} sx={card}>
                  <Link component={RouterLink} to={`/fitting/putter/${p.id}`} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                    {t('putter.name', { date: date(p.created) })}
                  </Link>
                  <Typography color="text.secondary">{`${p.centerName} · ${p.fitter}`}</Typography>
                  <Typography variant="body2">{t('putter.tested', { count: p.puttersTested })}</Typography>
                  {p.recommendation ? <Typography variant="body2">{t('putter.recommended', { model: p.recommendation.model })}</Typography> : null}
                </Box>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="club-orders" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="club-orders" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('orders.title')}
        </Typography>
        {/* Loading until the club token is there; a failed club order list shows as empty (spec 001 §8), with a way to try again. */}
        <QueryState
          query={{ ...orders, isLoading: !access || orders.isLoading }}
          loadingLabel={t('loading')}
          skeletonHeight={80}
          errorMessage={t('orders.failed')}
          empty={t('orders.empty')}
        >
          {(items) => (
            <Box component="ul" sx={list}>
              {items.map((o) => (
                <Box component="li" key={o.id} sx={card}>
                  <Link component={RouterLink} to={`/fitting/orders/${o.id}`} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                    {t('orders.name', { id: o.id })}
                  </Link>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {o.customClubItems.map((i) => i.product_name).join(', ')}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip size="small" label={t(`status.${o.status}`)} />
                    <Typography variant="body2">
                      {t('orders.total', { amount: formatMoney({ value: o.total, currency: o.currency }, i18n.language) })}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
