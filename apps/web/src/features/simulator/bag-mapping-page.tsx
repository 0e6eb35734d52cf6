import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ScrollRegion } from '@/components/scroll-region';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLUB_TYPES } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useBagMappingQuery } from './api';
import { GappingChart } from './components/gapping-chart';
import { PracticeSections } from '@/components/practice-sections';
import { formatNumber, NO_VALUE } from '@/lib/format/number';

/** Club bag-mapping: carry and total per club of the current bag, with the gap to the next club. */
export default function BagMappingPage() {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const mapping = useBagMappingQuery();
  const f = (v: number | null | undefined) => formatNumber(v, i18n.language, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('bagMapping.title')} documentTitle={`${t('bagMapping.title')} · ${t('common:productName')}`} />
      <PracticeSections />
      <QueryState query={mapping} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={t('loadFailed')}>
        {(data) => (
          <>
            <Typography>{data.bag ? t('bagMapping.bag', { name: data.bag.bagName }) : t('bagMapping.noBag')}</Typography>
            <GappingChart
              clubs={data.clubs}
              units={data.units}
              title={t('bagMapping.chart')}
              clubLabel={(c) => CLUB_TYPES.find((x) => x.code === c)?.shortName ?? c}
            />
            <ScrollRegion label={t('bagMapping.table')}>
              <Table size="small" aria-label={t('bagMapping.table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('fields.club')}</TableCell>
                    <TableCell align="right">{t('stats.shots')}</TableCell>
                    <TableCell align="right">{`${t('fields.carry')} (${data.units.distance})`}</TableCell>
                    <TableCell align="right">{`${t('fields.total')} (${data.units.distance})`}</TableCell>
                    <TableCell align="right">{`${t('bagMapping.gap')} (${data.units.distance})`}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.clubs.map((c) => (
                    <TableRow key={c.clubType}>
                      <TableCell>
                        {t(`clubs.${c.clubType}`)}
                        {c.model ? <Typography component="span" variant="body2" color="text.secondary">{` · ${c.model}`}</Typography> : null}
                      </TableCell>
                      <TableCell align="right">{c.shotCount}</TableCell>
                      <TableCell align="right">{f(c.carry?.mean)}</TableCell>
                      <TableCell align="right">{f(c.total?.mean)}</TableCell>
                      <TableCell align="right">{c.gapToNext === null ? NO_VALUE : `${f(c.gapToNext)} · ${t(`bagMapping.status.${c.gapStatus}`)}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
            {data.unmappedClubTypes.length ? (
              <Alert severity="info">{t('bagMapping.unmapped', { clubs: data.unmappedClubTypes.map((c) => t(`clubs.${c}`)).join(', ') })}</Alert>
            ) : null}
          </>
        )}
      </QueryState>
    </Box>
  );
}
