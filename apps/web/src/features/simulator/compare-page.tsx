import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ScrollRegion } from '@/components/scroll-region';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useCompareShotsQuery } from './api';
import { digitsOf, SHOT_FIELDS, unitOf } from './format';
import { formatNumber } from '@/lib/format/number';

/** Shot comparison: two or more shots side by side, one column each. */
export default function ComparePage() {
  const { t, i18n } = useTranslation(['simulator', 'common']);
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const compared = useCompareShotsQuery(ids, { skip: ids.length < 2 });
  // Shots compared from one session lead back to it; otherwise (or until they load) to every session.
  const sessions = new Set(compared.data?.shots.map((s) => s.esnActivityId));
  const session = sessions.size === 1 ? [...sessions][0] : null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button component={RouterLink} to={session ? `/practice/${session}` : '/practice'} sx={{ justifySelf: 'start' }}>
        {session ? t('compare.backToSession') : t('detail.back')}
      </Button>
      <PageHeading title={t('compare.title')} documentTitle={`${t('compare.title')} · ${t('common:productName')}`} />
      {/* Fewer than two shots in the address is nothing to load: said at once, with nothing to retry. */}
      {ids.length < 2 ? (
        <ErrorState message={t('compare.failed')} retryLabel={t('common:actions.retry')} />
      ) : (
        <QueryState query={compared} loadingLabel={t('loading')} skeletonHeight={200} errorMessage={t('compare.failed')}>
          {(data) => (
            <ScrollRegion label={t('compare.title')}>
              <Table size="small" aria-label={t('compare.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell />
                    {data.shots.map((s) => (
                      <TableCell key={s.skyTrakShotId} align="right">
                        {t('compare.shot', { number: s.shotNumber, club: t(`clubs.${s.clubType}`) })}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {SHOT_FIELDS.map((f) => (
                    <TableRow key={f}>
                      <TableCell component="th" scope="row">{`${t(`fields.${f}`)}${unitOf(f, data.units) ? ` (${unitOf(f, data.units)})` : ''}`}</TableCell>
                      {data.shots.map((s) => (
                        <TableCell key={s.skyTrakShotId} align="right">
                          {formatNumber(s[f], i18n.language, digitsOf(f))}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </QueryState>
      )}
    </Box>
  );
}
