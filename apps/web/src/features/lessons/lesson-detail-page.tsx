import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { personName } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { browserTimeZone, useLessonQuery, useLessonVideoLinkMutation, useRestoreLessonMutation } from './api';
import { LessonSwings } from './components/lesson-swings';
import { formatDateTime } from './format';
import { errorText } from '@/lib/errors/error-text';

const TABS = ['notes', 'drills', 'videos', 'swing'] as const;

/** One lesson with its tabs: notes, drills, videos (downloaded through signed links) and swing data. */
export default function LessonDetailPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const id = Number(useParams().id);
  const lesson = useLessonQuery({ id, timeZone: browserTimeZone() }, { skip: !id });
  const [tab, setTab] = useState<(typeof TABS)[number]>('notes');
  const [restoring, setRestoring] = useState(false);
  const [restore, restored] = useRestoreLessonMutation();
  const [link, download] = useLessonVideoLinkMutation();
  const fetchVideo = async (videoId: number, videoType: string) => {
    const result = await link({ lessonId: id, videoType, videoId });
    if ('data' in result && result.data) window.location.assign(result.data.url);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button component={RouterLink} to="/lessons/history" sx={{ justifySelf: 'start' }}>
        {t('detail.back')}
      </Button>
      <QueryState query={lesson} loadingLabel={t('loading')} skeletonHeight={240} errorMessage={errorText(t, lesson.error, { codes: 'lessons:errors' })}>
        {(l) => (
          <>
            <PageHeading title={l.title} documentTitle={`${l.title} · ${t('common:productName')}`} />
            <Typography color="text.secondary">
              {[formatDateTime(l.startTime, l.timeZone, i18n.language), l.lessonType.name, personName(l.coach), l.center.name].join(' · ')}
            </Typography>
            {l.isArchived ? (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={() => setRestoring(true)}>
                    {t('detail.restore')}
                  </Button>
                }
              >
                {t('detail.archived')}
              </Alert>
            ) : null}
            <Tabs
              value={tab}
              onChange={(_e, v: (typeof TABS)[number]) => setTab(v)}
              aria-label={t('detail.tabs')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {TABS.map((x) => (
                <Tab key={x} value={x} label={t(`detail.${x}`)} id={`lesson-tab-${x}`} aria-controls={`lesson-panel-${x}`} />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`lesson-panel-${tab}`} aria-labelledby={`lesson-tab-${tab}`} sx={{ display: 'grid', gap: 1.5 }}>
              {tab === 'notes' ? (
                <>
                  {l.focus ? <Typography sx={{ fontWeight: 600 }}>{t('detail.focus', { focus: l.focus })}</Typography> : null}
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{l.notes || t('detail.noNotes')}</Typography>
                </>
              ) : null}
              {tab === 'drills' ? (
                l.drills.length ? (
                  <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
                    {l.drills.map((d) => (
                      <li key={d.id}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {d.repetitions ? t('detail.drillReps', { name: d.name, count: d.repetitions }) : d.name}
                        </Typography>
                        <Typography>{d.description}</Typography>
                      </li>
                    ))}
                  </Box>
                ) : (
                  <Typography>{t('detail.noDrills')}</Typography>
                )
              ) : null}
              {tab === 'videos' ? (
                <>
                  {l.videos.map((v) => (
                    <Box key={v.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ flex: 1 }}>
                        {v.title} ({Math.floor(v.durationSeconds / 60)}:{String(v.durationSeconds % 60).padStart(2, '0')})
                      </Typography>
                      <Button
                        variant="outlined"
                        disabled={download.isLoading}
                        onClick={() => void fetchVideo(v.id, v.videoType)}
                        aria-label={t('detail.downloadNamed', { name: v.title })}
                      >
                        {t('detail.download')}
                      </Button>
                    </Box>
                  ))}
                  {l.videos.length === 0 ? <Typography>{t('detail.noVideos')}</Typography> : null}
                  {download.isError ? <Alert severity="warning">{errorText(t, download.error, { codes: 'lessons:errors' })}</Alert> : null}
                </>
              ) : null}
              {tab === 'swing' ? (
                l.swingData.length ? (
                  <Box
                    component="table"
                    sx={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } }}
                  >
                    <thead>
                      <tr>
                        <th scope="col">{t('detail.measure')}</th>
                        <th scope="col">{t('detail.before')}</th>
                        <th scope="col">{t('detail.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {l.swingData.map((m) => (
                        <tr key={m.name}>
                          <th scope="row">{m.name}</th>
                          <td>{`${m.before} ${m.unit}`.trim()}</td>
                          <td>{`${m.after} ${m.unit}`.trim()}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                ) : (
                  <Typography>{t('detail.noSwing')}</Typography>
                )
              ) : null}
            </Box>
            <LessonSwings lessonId={l.id} timeZone={l.timeZone} />
          </>
        )}
      </QueryState>
      <Dialog open={restoring} onClose={() => setRestoring(false)} aria-labelledby="restore-title">
        <DialogTitle id="restore-title">{t('detail.restoreTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('detail.restoreText')}</Typography>
          {restored.isError ? <Alert severity="error">{errorText(t, restored.error, { codes: 'lessons:errors' })}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRestoring(false)}>{t('actions.close')}</Button>
          <Button variant="contained" disabled={restored.isLoading} onClick={() => void restore(id).then((r) => !('error' in r) && setRestoring(false))}>
            {t('detail.restore')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
