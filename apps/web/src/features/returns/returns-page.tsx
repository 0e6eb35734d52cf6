import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useReturnSettingsQuery, useReturnsQuery, type ReturnFilters } from './api';
import { useIsManagerQuery } from './desk-api';
import { CreateReturnDialog } from './components/create-return-dialog';
import { ReturnFiltersForm } from './components/return-filters';
import { StatusChip } from './components/status-chip';
import { formatDate } from './format';

const KEYS = ['status', 'fromDate', 'toDate', 'orderId', 'productName', 'trackingNumber', 'sort'] as const;

/** The customer's returns (spec 001 §2): filters kept in the address, a create-return dialog (opened from an order with ?order=), each opening its detail. */
export default function ReturnsPage() {
  const { t, i18n } = useTranslation(['returns', 'common']);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters: ReturnFilters = Object.fromEntries(KEYS.filter((k) => params.get(k)).map((k) => [k, k === 'status' ? Number(params.get(k)) : params.get(k)]));
  const settings = useReturnSettingsQuery();
  const list = useReturnsQuery(filters);
  const manager = useIsManagerQuery();
  const [creating, setCreating] = useState(Boolean(params.get('order')));
  const setFilters = (next: ReturnFilters) =>
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ),
      { replace: true },
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={t('list.title')} documentTitle={`${t('list.title')} · ${t('common:productName')}`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{list.data ? t('list.count', { count: list.data.length }) : ' '}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {manager.data ? (
            <Button component={RouterLink} to="/shop/returns-desk">
              {t('desk.nav')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={() => setCreating(true)} disabled={!settings.data}>
            {t('list.create')}
          </Button>
        </Box>
      </Box>
      {settings.data ? <ReturnFiltersForm value={filters} statuses={settings.data.allStatuses} onChange={setFilters} /> : null}
      <QueryState
        query={list}
        loadingLabel={t('loading')}
        skeletonHeight={200}
        errorMessage={t('list.loadFailed')}
        empty={Object.keys(filters).length ? t('list.noMatch') : t('list.empty')}
      >
        {(d) => (
          <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {d.map((r) => (
              <li key={r.request_id}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={`/shop/returns/${r.request_id}`}>
                    <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                          {t('return', { number: r.ticket_number.number })}
                        </Typography>
                        <Typography color="text.secondary">
                          {t('list.forOrder', { number: r.order_increment_id, date: formatDate(r.created_at, i18n.language) })}
                        </Typography>
                        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {r.request_items.map((i) => i.product_name).join(', ')}
                        </Typography>
                      </Box>
                      <StatusChip status={r.status} />
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </QueryState>
      {settings.data && creating ? (
        <CreateReturnDialog
          open
          settings={settings.data}
          orderNumber={params.get('order')}
          onClose={() => setCreating(false)}
          onPlaced={(r) => navigate(`/shop/returns/${r.request_id}`)}
        />
      ) : null}
    </Box>
  );
}
