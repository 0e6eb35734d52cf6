import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { ScrollRegion } from '@/components/scroll-region';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { usePuttingStatsQuery } from './api';
import { PracticeSections } from '@/components/practice-sections';
import { formatInteger, formatShare } from '@/lib/format/number';
import { formatNumber } from '@/lib/format/number';

/** Practice greens: make rate and what is left, by the putt's length. */
export default function GreensPage() {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const stats = usePuttingStatsQuery();
  const pct = (v: number | null) => formatShare(v, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('greens.title')} documentTitle={`${t('greens.title')} · ${t('common:productName')}`} />
      <PracticeSections />
      <QueryState
        query={stats}
        loadingLabel={t('loading')}
        skeletonHeight={200}
        errorMessage={t('loadFailed')}
        isEmpty={(data) => data.putts === 0}
        empty={
          // No putts yet: say so and how to get some, rather than a table of zeros.
          <Box role="status" sx={{ display: 'grid', gap: 1, p: 3, border: 1, borderColor: 'divider', borderRadius: 2, textAlign: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('greens.emptyTitle')}
            </Typography>
            <Typography>{t('greens.emptyText')}</Typography>
          </Box>
        }
      >
        {(data) => (
          <>
            <Typography>{t('greens.summary', { count: data.sessions, putts: data.putts, holed: data.holed, rate: pct(data.makeRate) })}</Typography>
            <ScrollRegion label={t('greens.table')}>
              <Table size="small" aria-label={t('greens.table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{`${t('greens.distance')} (${data.units.shortDistance})`}</TableCell>
                    <TableCell align="right">{t('greens.putts')}</TableCell>
                    <TableCell align="right">{t('greens.makeRate')}</TableCell>
                    <TableCell align="right">{`${t('greens.leave')} (${data.units.shortDistance})`}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.bands.map((b) => (
                    <TableRow key={b.from}>
                      <TableCell>{b.to === null ? `${b.from}+` : `${b.from}–${b.to}`}</TableCell>
                      <TableCell align="right">{formatInteger(b.putts, i18n.language)}</TableCell>
                      <TableCell align="right">{pct(b.makeRate)}</TableCell>
                      <TableCell align="right">{formatNumber(b.averageLeave, i18n.language, 1)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </>
        )}
      </QueryState>
    </Box>
  );
}
