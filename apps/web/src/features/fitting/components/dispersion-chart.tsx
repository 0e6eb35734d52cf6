import { useTranslation } from 'react-i18next';
import type { FittingChart } from '@golf/contracts';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

/**
 * Where each tested combination's shots landed: carry against left–right, one colour per
 * combination. The chart is a picture; the same numbers are in the table beside it for screen readers.
 */
export function DispersionChart({ chart, unit }: { chart: FittingChart; unit: string }) {
  const { t } = useTranslation('fitting');
  return (
    <Box role="img" aria-label={t('chart.label')} sx={{ width: '100%', minWidth: 0, height: { mobile: 280, sm: 340 } }}>
      <ScatterChart
        series={chart.dispersion.map((d) => ({
          id: d.combinationId,
          label: d.label,
          data: d.points.map((p, i) => ({ id: i, x: p.offline, y: p.carry })),
          valueFormatter: (v) => (v ? `${v.y} ${unit} · ${v.x > 0 ? '+' : ''}${v.x} ${unit}` : ''),
        }))}
        xAxis={[{ label: t('chart.offline', { unit }) }]}
        yAxis={[{ label: t('chart.carry', { unit }) }]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );
}
