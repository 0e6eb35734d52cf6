import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderItem, OrderOption } from '../api';
import { formatMoney } from '../format';
import { formatMeasure } from '@/lib/format/number';
import { OrderDownloads } from './order-downloads';

/** Every choice made for a line: configurable and custom choices, entered text, gift card details, bundle selections. */
export function optionsOf(item: OrderItem): OrderOption[] {
  return [
    ...(item.selected_options ?? []),
    ...(item.entered_options ?? []),
    ...(('bundle_options' in item && item.bundle_options) || []).map((o) => ({
      label: o.label,
      value: (o.values ?? []).map((v) => (v.quantity === 1 ? v.product_name : `${v.product_name} × ${v.quantity}`)).join(', '),
    })),
  ];
}

/** The lines of an order with their options, quantities ordered and shipped, unit price and row total. */
export function OrderItems({ items, currency, taxIncluded = false }: { items: OrderItem[]; currency: string | null; taxIncluded?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const options = optionsOf(item);
        return (
          <Box
            component="li"
            key={item.id}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1, gridTemplateColumns: { mobile: '1fr', sm: '1fr auto' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.product_name ?? item.product_sku}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('detail.sku', { sku: item.product_sku })}
              </Typography>
              {options.length ? (
                <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, fontSize: '0.875rem' }}>
                  {options.map((o, i) => (
                    <Box key={`${o.label}-${i}`} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {o.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {o.value}
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : null}
              {'downloadable_links' in item && item.downloadable_links?.length ? <OrderDownloads links={item.downloadable_links} /> : null}
            </Box>
            <Box sx={{ textAlign: { mobile: 'left', sm: 'right' }, display: 'grid', gap: 0.25, alignContent: 'start' }}>
              <Typography variant="body2">{t('detail.ordered', { qty: formatMeasure(item.quantity_ordered ?? 0, lang, 4) })}</Typography>
              <Typography variant="body2">{t('detail.shipped', { qty: formatMeasure(item.quantity_shipped ?? 0, lang, 4) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('detail.unitPrice', {
                  price: taxIncluded
                    ? formatMoney(item.prices?.price_including_tax.value, item.prices?.price_including_tax.currency ?? currency, lang)
                    : formatMoney(item.product_sale_price.value, item.product_sale_price.currency ?? currency, lang),
                })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {taxIncluded
                  ? formatMoney(item.prices?.row_total_including_tax.value, item.prices?.row_total_including_tax.currency ?? currency, lang)
                  : formatMoney(item.prices?.row_total.value, item.prices?.row_total.currency ?? currency, lang)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
