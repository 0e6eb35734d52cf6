import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { FittingType } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useFittingSessionQuery, useFittingSessionsQuery } from './api';
import { DispersionChart } from './components/dispersion-chart';
import { formatMeasure } from '@/lib/format/number';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const TYPES: FittingType[] = ['driver', 'woods', 'irons', 'wedges'];
const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** One club fitting session: launch data per tested combination, the chart, and the recommended specs (spec 001 §7). */
export default function FittingSessionPage() {
  const { t, i18n } = useTranslation(['fitting', 'common']);
  const sessionId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const list = useFittingSessionsQuery();
  const summary = list.data?.items.find((s) => s.sessionId === sessionId);
  const type = (TYPES.includes(params.get('type') as FittingType) ? params.get('type') : (summary?.types[0] ?? 'driver')) as FittingType;
  const detail = useFittingSessionQuery({ sessionId, type }, { skip: !Number.isInteger(sessionId) });
  const n = (v: number, digits = 1) => formatMeasure(v, i18n.language, digits);
  const title = detail.data
    ? t('sessions.name', { date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(detail.data.created)) })
    : t('sessions.title');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box>
        <Button component={RouterLink} to="/fitting">
          {t('back')}
        </Button>
      </Box>
      {(summary?.types.length ?? 0) > 1 ? (
        <Tabs
          value={type}
          onChange={(_e, v: FittingType) => setParams({ type: v })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('detail.types')}
        >
          {summary!.types.map((ty) => (
            <Tab key={ty} value={ty} label={t(`types.${ty}`)} />
          ))}
        </Tabs>
      ) : null}
      <QueryState query={detail} loadingLabel={t('loading')} skeletonHeight={320} errorMessage={t('detail.failed')}>
        {(d) => (
          <>
            <Typography color="text.secondary">{`${d.centerName} · ${d.fitter}`}</Typography>
            {d.notes ? <Typography>{d.notes}</Typography> : null}
            {d.chart ? (
              <Box component="section" aria-labelledby="chart-title" sx={{ minWidth: 0 }}>
                <Typography id="chart-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {t('chart.title')}
                </Typography>
                <DispersionChart chart={d.chart} unit={t('units.yd')} />
              </Box>
            ) : null}
            <Box component="section" aria-labelledby="tested-title" sx={{ minWidth: 0 }}>
              <Typography id="tested-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {t('detail.tested')}
              </Typography>
              <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={t('detail.tested')}>
                <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9rem' }}>
                  <thead>
                    <tr>
                      <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
                        {t('detail.combination')}
                      </Box>
                      {(['clubSpeed', 'ballSpeed', 'launch', 'spin', 'carry', 'dispersion'] as const).map((k) => (
                        <Box component="th" scope="col" key={k} sx={cell}>
                          {t(`metrics.${k}`)}
                        </Box>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {d.combinations.map((c) => (
                      <tr key={c.id}>
                        <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', whiteSpace: 'normal', fontWeight: c.isSelected ? 700 : 400 }}>
                          {c.label}
                          {c.isSelected ? ` · ${t('detail.selected')}` : ''}
                        </Box>
                        <Box component="td" sx={cell}>
                          {n(c.average.clubSpeed)}
                        </Box>
                        <Box component="td" sx={cell}>
                          {n(c.average.ballSpeed)}
                        </Box>
                        <Box component="td" sx={cell}>{`${n(c.average.launch)}°`}</Box>
                        <Box component="td" sx={cell}>
                          {n(c.average.spin, 0)}
                        </Box>
                        <Box component="td" sx={cell}>
                          {n(c.average.carry)}
                        </Box>
                        <Box component="td" sx={cell}>{`±${n(c.dispersion.offline)}`}</Box>
                      </tr>
                    ))}
                  </tbody>
                </Box>
              </Box>
            </Box>
            <Box component="section" aria-labelledby="recommended-title" sx={{ display: 'grid', gap: 1 }}>
              <Typography id="recommended-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
                {t('detail.recommended')}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { mobile: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                {d.recommendations.map((r) => (
                  <Box component="li" key={r.club} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t('detail.club', { club: r.club.toUpperCase() })}</Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {r.head}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {t('detail.shaft', { model: r.shaftModel, flex: r.shaftFlex, weight: r.shaftWeight })}
                    </Typography>
                    <Typography variant="body2">
                      {t('detail.build', { loft: n(r.loft), lie: n(r.lie), length: n(r.length, 2), swingWeight: r.swingWeight })}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {t('detail.grip', { model: r.gripModel, size: r.gripSize })}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
