import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatHistoryPoint } from '@golf/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../format';

const ORANGE = '#c2410c';
const GREEN = '#15803d';
const BLUE = '#1d4ed8';

function Figure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Typography id={id} component="figcaption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Stat history as charts (spec §2 "shown as charts"): score and differential, putts, fairways and greens, strokes gained. */
export function HistoryCharts({ points }: { points: StatHistoryPoint[] }) {
  const { t, i18n } = useTranslation('rounds');
  const labels = points.map((p) => formatDate(p.playedAt, i18n.language));
  const full = points.map((p) => (p.holesPlayed === 18 ? p.score : null));
  const sg = points.filter((p) => p.strokesGained);
  const height = 220;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Figure id="chart-score" title={t('history.scoreChart')}>
        <LineChart
          height={height}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[
            { data: full, label: t('history.score'), color: ORANGE, connectNulls: true },
            { data: points.map((p) => p.differential), label: t('history.differential'), color: BLUE, connectNulls: true },
          ]}
        />
      </Figure>
      <Figure id="chart-accuracy" title={t('history.accuracyChart')}>
        <LineChart
          height={height}
          yAxis={[{ min: 0, max: 100 }]}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[
            { data: points.map((p) => p.fairwayPercent), label: t('history.fairways'), color: GREEN, connectNulls: true },
            { data: points.map((p) => p.girPercent), label: t('history.greens'), color: ORANGE, connectNulls: true },
          ]}
        />
      </Figure>
      <Figure id="chart-putts" title={t('history.puttsChart')}>
        <BarChart
          height={height}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[{ data: points.map((p) => p.putts), label: t('history.putts'), color: BLUE }]}
        />
      </Figure>
      <Figure id="chart-sg" title={t('history.sgChart')}>
        {sg.length ? (
          <BarChart
            height={height}
            xAxis={[{ scaleType: 'band', data: sg.map((p) => formatDate(p.playedAt, i18n.language)) }]}
            series={(['offTheTee', 'approach', 'aroundTheGreen', 'putting'] as const).map((k, i) => ({
              data: sg.map((p) => p.strokesGained![k] ?? 0),
              label: t(`sg.${k}`),
              color: [ORANGE, GREEN, BLUE, '#7c3aed'][i],
              stack: 'sg',
            }))}
          />
        ) : (
          <Typography color="text.secondary">{t('sg.none')}</Typography>
        )}
      </Figure>
    </Box>
  );
}
