import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useSubscriptionsQuery } from './api';
import { formatRunDate } from './format';

/** The customer's subscriptions (spec 001 §2 "Subscription list"): each with its status and next billing. */
export default function SubscriptionsPage() {
  const { t, i18n } = useTranslation(['subscriptions', 'common']);
  const list = useSubscriptionsQuery({ language: i18n.language });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('list.title')} documentTitle={`${t('list.title')} · ${t('common:productName')}`} />
      <QueryState
        query={list}
        loadingLabel={t('loading')}
        skeletonHeight={200}
        errorMessage={t('list.loadFailed')}
        isEmpty={(data) => data.subscriptions.length === 0}
        empty={t('list.empty')}
      >
        {(data) => (
          <>
            <Typography color="text.secondary">{t('list.count', { count: data.subscriptions.length })}</Typography>
            <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {data.subscriptions.map((s) => (
                <li key={s.entity_id}>
                  <Card variant="outlined">
                    <CardActionArea component={RouterLink} to={`/shop/subscriptions/${s.entity_id}`}>
                      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {s.description}
                          </Typography>
                          <Typography color="text.secondary">
                            {s.status === 'active'
                              ? t('list.next', { date: formatRunDate(s.next_run, data.timeZone, i18n.language) })
                              : t('list.number', { number: s.increment_id })}
                          </Typography>
                        </Box>
                        <Chip
                          label={t(`status.${s.status}`)}
                          color={s.status === 'active' ? 'success' : s.status === 'payment_failed' ? 'error' : 'default'}
                          variant="outlined"
                        />
                      </CardContent>
                    </CardActionArea>
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
