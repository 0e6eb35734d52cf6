import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import GridOnIcon from '@mui/icons-material/GridOn';
import MapIcon from '@mui/icons-material/MapOutlined';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useRoundCommentsQuery, useRoundQuery } from './api';
import { WeatherCard } from './components/weather-card';
import { formatDate, formatToPar } from './format';
import { ScorecardDialog } from './scorecard/scorecard-dialog';
import { StatsSummaryDialog } from './stats/stats-summary-dialog';
import { teeName } from '@/lib/format/tee-name';
import { NO_VALUE } from '@/lib/format/number';
import { formatInUnits } from '@/lib/format/measure';

/** A round (spec §2): where and when, the tee, totals, and the way to its scorecard, hole map and stats. */
export default function RoundDetailPage() {
  const { t, i18n } = useTranslation(['rounds', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const round = useRoundQuery(id, { skip: !valid });
  const comments = useRoundCommentsQuery(id, { skip: !valid });
  // The open dialog is in the address, so a reload (on the course, offline) opens the scorecard again.
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  const open = view === 'scorecard' || view === 'stats' ? view : null;
  const setOpen = (next: 'scorecard' | 'stats' | null) => setParams(next ? { view: next } : {}, { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Link component={RouterLink} to="/rounds" sx={{ justifySelf: 'start' }}>
        {t('detail.back')}
      </Link>
      <QueryState query={round} loadingLabel={t('detail.loading')} skeletonHeight={200} errorMessage={t('detail.failed')}>
        {(r) => (
          <>
            <Box>
              <PageHeading title={r.courseName} documentTitle={`${r.courseName} · ${t('common:productName')}`} />
              <Typography color="text.secondary">{[formatDate(r.playedAt, i18n.language, 'long'), r.city].filter(Boolean).join(' · ')}</Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Chip label={t(`status.${r.status}`)} color={r.status === 'in-progress' ? 'primary' : 'default'} />
              <Chip variant="outlined" label={t('detail.tee', { tee: teeName(t, r.teeBoxDetail.name), length: formatInUnits(r.teeLength, i18n.language) })} />
              {r.teeBoxDetail.courseRating !== null ? (
                <Chip variant="outlined" label={t('detail.rating', { rating: r.teeBoxDetail.courseRating.toFixed(1), slope: r.teeBoxDetail.slope })} />
              ) : null}
              <Chip variant="outlined" label={t(`playMode.${r.playMode}`)} />
              {r.scope === 9 ? <Chip variant="outlined" label={t(`scope.${r.scopeType}`)} /> : null}
              {r.coach ? <Chip variant="outlined" label={t('card.coach', { name: `${r.coach.firstName} ${r.coach.lastName}` })} /> : null}
              {!r.isCompliantMode ? <Chip variant="outlined" label={t('detail.notForHandicap')} /> : null}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                    {t('detail.score')}
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', textAlign: 'center' }}>
                    {[
                      { label: t('detail.strokes'), value: r.score ?? NO_VALUE },
                      { label: t('detail.toPar'), value: formatToPar(r.toPar, i18n.language) },
                      { label: t('detail.holesPlayed'), value: `${r.holesPlayed}/${r.scorecardHoles}` },
                    ].map((item) => (
                      <Box key={item.label}>
                        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>{item.value}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {item.label}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button variant="contained" startIcon={<GridOnIcon />} onClick={() => setOpen('scorecard')}>
                      {t('actions.scorecard')}
                    </Button>
                    <Button component={RouterLink} to={`/rounds/${r.id}/play`} variant="outlined" startIcon={<MapIcon />}>
                      {r.canEdit ? t('actions.play') : t('actions.viewShots')}
                    </Button>
                    <Button variant="outlined" startIcon={<BarChartIcon />} onClick={() => setOpen('stats')}>
                      {t('actions.summary')}
                    </Button>
                  </Box>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <WeatherCard lat={r.latitude} lon={r.longitude} date={r.playedAt} />
                </CardContent>
              </Card>
            </Box>
            <Box component="section" aria-labelledby="comments-heading">
              <Typography id="comments-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('detail.comments')}
              </Typography>
              {comments.data?.comments.length ? (
                <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
                  {comments.data.comments.map((c) => (
                    <Card key={c.holeNumber} component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t('detail.commentHole', { hole: c.holeNumber })}
                      </Typography>
                      <Typography>{c.comment}</Typography>
                    </Card>
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">{t('detail.noComments')}</Typography>
              )}
            </Box>
            {open === 'scorecard' ? <ScorecardDialog roundId={r.id} onClose={() => setOpen(null)} /> : null}
            {open === 'stats' ? <StatsSummaryDialog roundId={r.id} onClose={() => setOpen(null)} /> : null}
          </>
        )}
      </QueryState>
    </Box>
  );
}
