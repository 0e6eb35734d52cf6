import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { REPORTING_PERIODS } from '@golf/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { usePatchSearchParams, type SearchPatch } from '@/lib/patch-search-params';
import { useRoundStatsQuery, useStatHistoryQuery } from './api';
import { HandicapCard } from './stats/handicap-card';
import { HistoryCharts } from './stats/history-charts';
import { SummaryView } from './stats/summary-view';

/** Stats (spec §2, §4): the handicap index, the summary of every round, the history with its reporting and trailing-five filters. */
export default function StatsPage() {
  const { t } = useTranslation(['rounds', 'common']);
  const [params] = useSearchParams();
  // Kept in the address (shareable, survives a reload) and shown at once while the router catches up.
  const [reporting, setReporting] = useState(() => REPORTING_PERIODS.find((p) => p === params.get('reporting')) ?? 'all');
  const [lastFiveRounds, setLastFiveRounds] = useState(() => params.get('lastFive') === '1');
  const stats = useRoundStatsQuery();
  const history = useStatHistoryQuery({ reporting, lastFiveRounds });
  const patchParams = usePatchSearchParams();
  const set = (changes: SearchPatch) => patchParams(changes, { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Link component={RouterLink} to="/rounds" sx={{ justifySelf: 'start' }}>
        {t('detail.back')}
      </Link>
      <PageHeading title={t('statsPage.title')} documentTitle={`${t('statsPage.title')} · ${t('common:productName')}`} />
      <QueryState query={stats} loadingLabel={t('statsPage.loading')} skeletonHeight={180} errorMessage={t('statsPage.failed')}>
        {(d) => <HandicapCard handicap={d.handicap} />}
      </QueryState>
      <Card variant="outlined" component="section" aria-labelledby="history-heading">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="history-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('history.title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Box sx={{ minWidth: 220 }}>
              <SelectField
                label={t('history.reporting')}
                value={reporting}
                onChange={(v) => {
                  setReporting(REPORTING_PERIODS.find((p) => p === v) ?? 'all');
                  set({ reporting: v === 'all' ? null : v });
                }}
              >
                {REPORTING_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`history.period.${p}`)}
                  </option>
                ))}
              </SelectField>
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={lastFiveRounds}
                  onChange={(e) => {
                    setLastFiveRounds(e.target.checked);
                    set({ lastFive: e.target.checked ? '1' : null });
                  }}
                />
              }
              label={t('history.lastFive')}
            />
          </Box>
          <QueryState query={history} errorMessage={t('history.failed')} isEmpty={(d) => d.points.length === 0} empty={t('history.empty')}>
            {(d) => (
              <>
                <Typography role="status" color="text.secondary">
                  {t('history.showing', { count: d.points.length })}
                </Typography>
                <HistoryCharts points={d.points} />
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                  {t('history.summary')}
                </Typography>
                <SummaryView summary={d.summary} />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </Box>
  );
}
