import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { roundsApi, useRoundsQuery } from './api';
import { RoundCard } from './components/round-card';
import { CreateRoundDialog } from './create-round/create-round-dialog';

/** The rounds, asked for while the app starts (PrefetchData). */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(roundsApi.util.prefetch('rounds', undefined, {}));
};

/** Rounds (spec §2): the player's rounds, newest first; a new round starts from here. */
export default function RoundsPage() {
  const { t } = useTranslation(['rounds', 'common']);
  const rounds = useRoundsQuery();
  const [params, setParams] = useSearchParams();
  const creating = params.get('new') === '1';
  const courseId = Number(params.get('courseId')) || undefined;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to="/rounds/stats" variant="outlined" startIcon={<InsightsIcon />}>
            {t('actions.stats')}
          </Button>
          <Button component={RouterLink} to="/courses" variant="outlined" startIcon={<GolfCourseIcon />}>
            {t('actions.courses')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setParams({ new: '1' })}>
            {t('actions.newRound')}
          </Button>
        </Box>
      </Box>
      <QueryState
        query={rounds}
        loadingLabel={t('list.loading')}
        skeletonHeight={96}
        errorMessage={t('list.failed')}
        isEmpty={(d) => d.rounds.length === 0}
        empty={
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('list.emptyTitle')}
              </Typography>
              <Typography>{t('list.emptyText')}</Typography>
            </CardContent>
          </Card>
        }
      >
        {(d) => (
          <Box component="ul" aria-label={t('list.label')} sx={{ display: 'grid', gap: 1, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {d.rounds.map((r) => (
              <RoundCard key={r.id} round={r} />
            ))}
          </Box>
        )}
      </QueryState>
      {creating ? <CreateRoundDialog initialCourseId={courseId} onClose={() => setParams({}, { replace: true })} /> : null}
    </Box>
  );
}
