import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useCustomerOrdersQuery } from './api';
import { useOrdersPlace } from './use-orders-place';
import { OrderStatus } from './components/order-status';
import { formatMoney, formatOrderDate } from './format';
import { OrderThumbnails } from './components/order-thumbnails';

/** The customer's shop orders (spec 001 §2): newest first, ten a page, each opening its detail. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const { shop, base } = useOrdersPlace();
  const orders = useCustomerOrdersQuery({ page, shop });
  const data = orders.data;
  const pages = data?.page_info?.total_pages ?? 0;
  const goTo = (n: number) => setParams(n > 1 ? { page: String(n) } : {}, { replace: false });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('list.title')} documentTitle={`${t('list.title')} · ${t('common:productName')}`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{data ? t('list.count', { count: data.total_count }) : ' '}</Typography>
        <Button component={RouterLink} to="/purchases">
          {t('list.toPurchases')}
        </Button>
      </Box>
      <QueryState
        query={orders}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('list.loadFailed')}
        isEmpty={(d) => d.items.length === 0}
        empty={page > 1 ? t('list.pastEnd') : t('list.empty')}
      >
        {(d) => (
          <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {d.items.map((o) => (
              <li key={o.number}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={`${base}/orders/${encodeURIComponent(o.number)}`}>
                    <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                          {t('order', { number: o.number })}
                        </Typography>
                        <Typography color="text.secondary">{formatOrderDate(o.order_date, i18n.language)}</Typography>
                        <OrderThumbnails lines={o.items ?? []} more={(n) => t('list.moreItems', { count: n })} />
                      </Box>
                      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                        <OrderStatus status={o.status} />
                        <Typography sx={{ fontWeight: 600 }}>
                          {formatMoney(o.total?.grand_total.value, o.total?.grand_total.currency, i18n.language)}
                        </Typography>
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </QueryState>
      {pages > 1 ? (
        <Box component="nav" aria-label={t('list.pages')} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('list.previous')}
          </Button>
          <Typography>{t('list.page', { n: page, total: pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('list.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
