import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { personName, type GamePlanGoal } from '@golf/contracts';
import { formatPercent } from '@/lib/format/number';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useGamePlanQuery, usePauseGamePlanMutation } from './api';
import { LessonsTabs } from './components/lessons-tabs';
import { errorText } from '@/lib/errors/error-text';
import { useSharedSelector } from '@/lib/store/hooks';
import { GoalEditor } from './components/goal-editor';
import { dateText } from '@/lib/format/intl-formats';

/** The lesson plan (game plan) with its progress and goals; it can be paused and resumed. */
export default function PlanPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const plan = useGamePlanQuery();
  const [pause, pausing] = usePauseGamePlanMutation();
  // Goals are the coach's: a coach who opened this portal by ticket edits them here.
  const isCoach = useSharedSelector((state) => state.user.adminCoachId !== null);
  const [editing, setEditing] = useState<{ goal?: GamePlanGoal } | null>(null);
  const day = (d: string) => dateText(new Date(`${d}T12:00:00Z`), i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('plan.title')} documentTitle={`${t('plan.title')} · ${t('common:productName')}`} />
      <LessonsTabs />
      <QueryState
        query={plan}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('plan.loadFailed')}
        isEmpty={(d) => !d}
        empty={<Typography>{t('plan.none')}</Typography>}
      >
        {(p) =>
          p ? (
            <Card variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                    {p.title}
                  </Typography>
                  <Chip label={t(`plan.status.${p.status}`)} color={p.status === 'PAUSED' ? 'secondary' : 'primary'} />
                </Box>
                <Typography>{p.goal}</Typography>
                <Typography color="text.secondary">{t('plan.with', { coach: personName(p.coach), from: day(p.startsOn), to: day(p.endsOn) })}</Typography>
                <Box>
                  <Typography id="plan-progress">
                    {t('plan.progress', {
                      percent: formatPercent(p.progress, i18n.language),
                      lessons: formatPercent(p.lessonProgress, i18n.language),
                      goals: formatPercent(p.goalProgress, i18n.language),
                      done: p.lessonsCompleted,
                      planned: p.lessonsPlanned,
                    })}
                  </Typography>
                  <LinearProgress variant="determinate" value={p.progress} aria-labelledby="plan-progress" sx={{ height: 10, borderRadius: 5, mt: 1 }} />
                </Box>
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} aria-label={t('plan.goals')}>
                  {p.goals.map((g) => (
                    <li key={g.id}>
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
                        <Typography id={`goal-${g.id}`} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          {t('plan.goalLine', {
                            category: t(`plan.categories.${g.category}`),
                            title: g.title,
                            progress: g.isCompleted ? t('plan.reached') : formatPercent(g.progress, i18n.language),
                          })}
                        </Typography>
                        {isCoach ? (
                          <Button size="small" onClick={() => setEditing({ goal: g })} aria-label={t('plan.editor.editNamed', { title: g.title })}>
                            {t('plan.editor.edit')}
                          </Button>
                        ) : null}
                      </Box>
                      <LinearProgress variant="determinate" value={g.progress} aria-labelledby={`goal-${g.id}`} color={g.isCompleted ? 'success' : 'primary'} />
                    </li>
                  ))}
                </Box>
                {isCoach && p.status !== 'COMPLETED' ? (
                  <Box>
                    <Button variant="outlined" onClick={() => setEditing({})}>
                      {t('plan.editor.add')}
                    </Button>
                  </Box>
                ) : null}
                {p.status === 'PAUSED' && p.pausedAt ? (
                  <Alert severity="info">{t('plan.pausedSince', { date: dateText(new Date(p.pausedAt), i18n.language) })}</Alert>
                ) : null}
                {pausing.isError ? <Alert severity="error">{errorText(t, pausing.error, { codes: 'lessons:errors' })}</Alert> : null}
                {p.status !== 'COMPLETED' ? (
                  <Box>
                    <Button variant="outlined" disabled={pausing.isLoading} onClick={() => void pause({ status: p.status === 'PAUSED' ? 'stop' : 'start' })}>
                      {p.status === 'PAUSED' ? t('plan.resume') : t('plan.pause')}
                    </Button>
                  </Box>
                ) : null}
              </CardContent>
            </Card>
          ) : null
        }
      </QueryState>
      {editing ? <GoalEditor goal={editing.goal} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
