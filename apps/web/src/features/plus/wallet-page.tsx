import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/format/money';
import { useBucksQuery, useCouponsQuery } from './api';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const card = { p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'grid', gap: 0.5, minWidth: 0 } as const;

/** Bucks list and coupon list (spec 000 §2): every credit with its source and expiry, and the coupons. */
export default function WalletPage() {
  const { t, i18n } = useTranslation(['plus', 'common']);
  const bucks = useBucksQuery();
  const coupons = useCouponsQuery();
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const money = (value: string, currency: string) => formatMoney({ value, currency }, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <PageHeading title={t('wallet.title')} documentTitle={`${t('wallet.title')} · ${t('common:productName')}`} />
      <Box component="section" aria-labelledby="bucks-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="bucks-heading" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('wallet.bucks')}
        </Typography>
        <QueryState query={bucks} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
          {(b) => (
            <>
              <Typography sx={{ fontSize: '1.1rem' }}>{t('wallet.balance', { amount: money(b.balance, b.currency) })}</Typography>
              {b.credits.length === 0 ? <Typography color="text.secondary">{t('wallet.noBucks')}</Typography> : null}
              <Box component="ul" aria-label={t('wallet.bucks')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {b.credits.map((c) => (
                  <Box component="li" key={c.id} sx={card}>
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }}>{t(`wallet.source.${c.source}`)}</Typography>
                      <Typography sx={{ fontWeight: 600 }}>{money(c.amount, c.currency)}</Typography>
                    </Box>
                    {c.note ? (
                      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {c.note}
                      </Typography>
                    ) : null}
                    <Typography color="text.secondary">
                      {[
                        t('wallet.received', { date: date(c.createdAt) }),
                        c.expiresAt ? t('wallet.expires', { date: date(c.expiresAt) }) : t('wallet.noExpiry'),
                        t('wallet.left', { amount: money(c.remaining, c.currency) }),
                      ].join(' · ')}
                    </Typography>
                    {!c.isUsable ? <Chip size="small" label={t('wallet.unusable')} sx={{ justifySelf: 'start' }} /> : null}
                  </Box>
                ))}
              </Box>
            </>
          )}
        </QueryState>
      </Box>
      <Box component="section" aria-labelledby="coupons-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="coupons-heading" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('wallet.coupons')}
        </Typography>
        <QueryState
          query={coupons}
          loadingLabel={t('loading')}
          errorMessage={t('loadFailed')}
          isEmpty={(d) => d.coupon.length === 0}
          empty={t('wallet.noCoupons')}
        >
          {(d) => (
            <Box component="ul" aria-label={t('wallet.coupons')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {d.coupon.map((c) => (
                <Box component="li" key={c.id} sx={card}>
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Typography>
                    <Chip size="small" color={c.status === 0 ? 'success' : 'default'} label={t(`wallet.couponStatus.${c.status}`)} />
                  </Box>
                  <Typography sx={{ fontFamily: 'monospace' }}>{c.code}</Typography>
                  <Typography color="text.secondary">
                    {[
                      c.kind === 'percent' ? t('wallet.percentOff', { value: c.value }) : t('wallet.amountOff', { amount: money(c.value, c.currency) }),
                      c.expiresAt ? t('wallet.expires', { date: date(c.expiresAt) }) : t('wallet.noExpiry'),
                    ].join(' · ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
