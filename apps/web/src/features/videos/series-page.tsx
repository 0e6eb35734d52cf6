import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { usePatchSearchParams } from '@/lib/patch-search-params';
import { useFavoriteSeriesMutation, useFavoriteVideoMutation, useLibraryVideoQuery, useSubscriptionEventMutation, useVideoSeriesQuery } from './api';
import { clock, NotesPanel } from './notes-panel';
import { ShareBox } from './share-box';
import { useWatchReporting } from './use-watch-reporting';
import { VideoPlayer } from './video-player';

/**
 * A series: its intro and its videos in order beside the player. The address holds the choice:
 * `?video=` picks a video (the intro is cleared and it resumes where the player stopped), `?intro`
 * plays the intro (no video, notes or time). The player's notes sit beside it.
 */
export default function SeriesPage() {
  const { t, i18n } = useTranslation(['videos', 'common']);
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const series = useVideoSeriesQuery(id, { skip: !Number.isInteger(id) });
  const intro = params.has('intro');
  const chosen = Number(params.get('video')) || undefined;
  const current = series.data ? (intro ? series.data.intro : (series.data.videos.find((v) => v.id === chosen) ?? series.data.videos[0])) : undefined;
  const video = useLibraryVideoQuery(current?.id ?? 0, { skip: !current });
  const audioOnly = params.get('audio') === '1' && Boolean(series.data?.allowsPlayWithoutVideo);
  const player = useRef<HTMLVideoElement | null>(null);
  const reporting = useWatchReporting(intro ? undefined : current?.id, { seriesId: series.data?.id, categoryId: series.data?.category.id });
  const [favSeries] = useFavoriteSeriesMutation();
  const [favVideo] = useFavoriteVideoMutation();
  const [subscriptionEvent] = useSubscriptionEventMutation();
  const locked = video.data && !video.data.mayWatch;

  useEffect(() => {
    // Meeting plus-only content is itself an event the plan's owners want to know about.
    if (locked && current && series.data)
      void subscriptionEvent({ videoId: current.id, seriesId: series.data.id, categoriesId: series.data.category.id, eventTime: new Date().toISOString() });
  }, [locked, current, series.data, subscriptionEvent]);

  const jumpTo = (seconds: number) => {
    const el = player.current;
    if (!el) return;
    el.currentTime = seconds;
    el.focus();
  };
  const patchParams = usePatchSearchParams();
  // A new entry in the history for each video chosen; the audio-only choice stays as it is.
  const choose = (next: { video?: number; intro?: boolean }) =>
    patchParams({ intro: next.intro ? '1' : null, video: !next.intro && next.video ? String(next.video) : null });
  const setAudio = (on: boolean) => patchParams({ audio: on ? '1' : null }, { replace: true });

  return (
    <QueryState query={series} loadingLabel={t('loading')} skeletonHeight={320} errorMessage={t('series.failed')}>
      {(s) => (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PageHeading title={s.title} documentTitle={`${s.title} · ${t('common:productName')}`} />
          <Typography color="text.secondary">{s.description}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant={s.isFavorite ? 'contained' : 'outlined'}
              aria-pressed={s.isFavorite}
              onClick={() => void favSeries({ id: s.id, on: !s.isFavorite })}
            >
              {s.isFavorite ? t('favorite.seriesOn') : t('favorite.series')}
            </Button>
            {s.intro ? (
              <Button variant={intro ? 'contained' : 'outlined'} onClick={() => choose({ intro: true })}>
                {t('series.intro')}
              </Button>
            ) : null}
            {s.allowsPlayWithoutVideo ? (
              <FormControlLabel control={<Switch checked={audioOnly} onChange={(e) => setAudio(e.target.checked)} />} label={t('series.withoutVideo')} />
            ) : null}
          </Box>

          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }, alignItems: 'start' }}
          >
            <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
              {locked ? <Alert severity="info">{t('series.plusOnly')}</Alert> : null}
              {video.isError ? (
                <ErrorState message={t('series.videoFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void video.refetch()} />
              ) : null}
              {video.data?.sources && current ? (
                <VideoPlayer
                  key={`${current.id}-${audioOnly}`}
                  ref={player}
                  sources={video.data.sources}
                  label={t('series.playerLabel', { title: current.title })}
                  captionLanguage={i18n.language.slice(0, 2)}
                  startAt={intro || current.completed ? undefined : current.watchedTime}
                  audioOnly={audioOnly}
                  onEvent={reporting.onEvent}
                  onTime={reporting.onTime}
                />
              ) : !locked ? (
                <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              ) : null}
              {current ? (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                    {current.title}
                  </Typography>
                  {!intro ? (
                    <Button
                      size="small"
                      variant={current.isFavorite ? 'contained' : 'outlined'}
                      aria-pressed={current.isFavorite}
                      onClick={() => void favVideo({ videoId: current.id, seriesId: s.id, on: !current.isFavorite })}
                    >
                      {current.isFavorite ? t('favorite.videoOn') : t('favorite.video')}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
              {s.allowsSocialShare && !s.isPlusOnly && current ? <ShareBox type="library-video" sourceId={current.id} title={current.title} /> : null}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Box component="nav" aria-label={t('series.index')}>
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                  {s.videos.map((v) => (
                    <li key={v.id}>
                      <Button
                        fullWidth
                        onClick={() => choose({ video: v.id })}
                        variant={!intro && current?.id === v.id ? 'contained' : 'text'}
                        aria-current={!intro && current?.id === v.id ? 'true' : undefined}
                        sx={{ justifyContent: 'flex-start', textAlign: 'left', gap: 1 }}
                      >
                        <span>{`${v.position}. ${v.title}`}</span>
                        <Typography component="span" variant="body2" sx={{ ml: 'auto' }}>
                          {v.completed ? (
                            <CheckIcon fontSize="small" aria-label={t('series.watched')} />
                          ) : v.watchedTime > 0 ? (
                            clock(v.watchedTime)
                          ) : (
                            clock(v.durationSeconds)
                          )}
                        </Typography>
                      </Button>
                    </li>
                  ))}
                </Box>
              </Box>
              {!intro && current && !locked ? <NotesPanel videoId={current.id} currentTime={() => player.current?.currentTime ?? 0} onJump={jumpTo} /> : null}
            </Box>
          </Box>
        </Box>
      )}
    </QueryState>
  );
}
