import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../api';
import { trackingUrl } from '../tracking';
import { formatMeasure } from '@/lib/format/number';

/** Shipments with their items and tracking numbers; a number links to the carrier's page when it has one. */
export function OrderShipments({ shipments }: { shipments: OrderDetail['shipments'] }) {
  const { t, i18n } = useTranslation('orders');
  if (!shipments?.length) return <Typography color="text.secondary">{t('shipments.none')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {shipments.map((s) => (
        <Box component="li" key={s.id} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('shipments.number', { number: s.number })}
          </Typography>
          {(s.tracking ?? []).map((tr, i) => {
            const url = trackingUrl(tr.carrier, tr.number);
            return (
              <Typography key={`${tr.number}-${i}`} sx={{ overflowWrap: 'anywhere' }}>
                {`${tr.title}: `}
                {url ? (
                  <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={t('shipments.track', { number: tr.number, carrier: tr.title })}>
                    {tr.number}
                  </Link>
                ) : (
                  (tr.number ?? t('shipments.noNumber'))
                )}
              </Typography>
            );
          })}
          {(s.items ?? []).length ? (
            <Typography variant="body2" color="text.secondary">
              {(s.items ?? []).map((i) => `${i.product_name ?? ''} × ${formatMeasure(i.quantity_shipped ?? 0, i18n.language, 4)}`).join(' · ')}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
