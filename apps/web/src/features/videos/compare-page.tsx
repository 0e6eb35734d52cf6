import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { VideoSources } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useCompareCandidatesQuery } from './api';
import { angleAt, DrawingOverlay, type Shape, type Tool } from './drawing-overlay';
import { VideoPlayer } from './video-player';

const FRAME = 1 / 30;
const SPEEDS = [1, 0.5, 0.25];

interface Choice {
  key: string;
  title: string;
  sources: VideoSources;
}

function lessonSources(url: string): VideoSources {
  return {
    status: 'ready',
    mp4: [{ height: 360, width: 640, url }],
    hlsUrl: null,
    posterUrl: null,
    stripUrl: null,
    stripCount: 0,
    captions: [],
    durationSeconds: null,
    expiresAt: '',
  };
}

/** Two swings side by side, played in step: frame by frame, in slow motion, with lines and angles drawn over them. */
export default function ComparePage() {
  const { t } = useTranslation(['videos', 'common']);
  const candidates = useCompareCandidatesQuery();
  const choices = useMemo<{ left: Choice[]; right: Choice[] }>(() => {
    const d = candidates.data;
    if (!d) return { left: [], right: [] };
    const swings = d.swings.filter((s) => s.sources).map((s) => ({ key: `swing-${s.id}`, title: s.title, sources: s.sources! }));
    const models = d.models.filter((m) => m.sources).map((m) => ({ key: `model-${m.id}`, title: t('compare.model', { title: m.title }), sources: m.sources! }));
    const lessons = d.lessons.map((l) => ({ key: `lesson-${l.id}`, title: t('compare.lesson', { title: l.title }), sources: lessonSources(l.url) }));
    return { left: swings, right: [...models, ...lessons, ...swings] };
  }, [candidates.data, t]);
  const [leftKey, setLeftKey] = useState('');
  const [rightKey, setRightKey] = useState('');
  const left = choices.left.find((c) => c.key === leftKey) ?? choices.left[0];
  const right = choices.right.find((c) => c.key === rightKey) ?? choices.right.find((c) => c.key !== left?.key);
  const a = useRef<HTMLVideoElement | null>(null);
  const b = useRef<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [playing, setPlaying] = useState(false);
  const [tool, setTool] = useState<Tool>('line');
  const [shapes, setShapes] = useState<{ left: Shape[]; right: Shape[] }>({ left: [], right: [] });

  // The right video follows the left one's clock: nudged back whenever it drifts by more than a frame.
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      const x = a.current;
      const y = b.current;
      if (x && y) {
        if (Math.abs(y.currentTime - x.currentTime) > FRAME && x.currentTime <= (y.duration || Infinity)) y.currentTime = x.currentTime;
        setTime(x.currentTime);
        setDuration(Math.min(x.duration || 0, y.duration || x.duration || 0));
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, []);

  const both = (fn: (v: HTMLVideoElement) => void) => [a.current, b.current].forEach((v) => v && fn(v));
  const toggle = () => {
    if (playing) both((v) => v.pause());
    else both((v) => void v.play().catch(() => undefined));
    setPlaying(!playing);
  };
  const step = (frames: number) => {
    both((v) => v.pause());
    setPlaying(false);
    both((v) => (v.currentTime = Math.max(0, Math.min((v.duration || 0) - 0.01, time + frames * FRAME))));
  };
  const setRate = (rate: number) => {
    setSpeed(rate);
    both((v) => (v.playbackRate = rate));
  };
  const seek = (to: number) => both((v) => (v.currentTime = to));

  const title = t('compare.title');
  const measured = [...shapes.left, ...shapes.right].filter((s) => s.tool === 'angle').map((s) => angleAt(s.points[0]!, s.points[1]!, s.points[2]!));
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      {/* The choices are worked out from the candidates above; the player's own swings make the left side. */}
      <QueryState
        query={candidates}
        loadingLabel={t('loading')}
        skeletonHeight={240}
        errorMessage={t('compare.failed')}
        isEmpty={() => !left}
        empty={t('compare.noSwings')}
      >
        {() =>
          left && right ? (
            <>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { mobile: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))' } }}>
                {(
                  [
                    ['left', left, choices.left, setLeftKey, a],
                    ['right', right, choices.right, setRightKey, b],
                  ] as const
                ).map(([side, chosen, options, set, ref]) => (
                  <Box key={side} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
                    <TextField
                      select
                      size="small"
                      label={t(`compare.${side}`)}
                      value={chosen.key}
                      onChange={(e) => {
                        set(e.target.value);
                        setShapes((s) => ({ ...s, [side]: [] }));
                        setPlaying(false);
                      }}
                    >
                      {options.map((o) => (
                        <MenuItem key={o.key} value={o.key}>
                          {o.title}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Box sx={{ position: 'relative' }}>
                      <VideoPlayer key={chosen.key} ref={ref} sources={chosen.sources} label={chosen.title} controls={false} />
                      <DrawingOverlay
                        tool={tool}
                        shapes={shapes[side]}
                        onChange={(next) => setShapes((s) => ({ ...s, [side]: next }))}
                        label={t('compare.canvas', { title: chosen.title, count: shapes[side].length })}
                      />
                    </Box>
                  </Box>
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar" aria-label={t('compare.controls')}>
                <Button variant="outlined" onClick={() => step(-1)}>
                  {t('compare.back')}
                </Button>
                <Button variant="contained" onClick={toggle}>
                  {playing ? t('compare.pause') : t('compare.play')}
                </Button>
                <Button variant="outlined" onClick={() => step(1)}>
                  {t('compare.forward')}
                </Button>
                <TextField
                  select
                  size="small"
                  label={t('compare.speed')}
                  value={speed}
                  onChange={(e) => setRate(Number(e.target.value))}
                  sx={{ width: '8rem' }}
                >
                  {SPEEDS.map((s) => (
                    <MenuItem key={s} value={s}>{`${s}×`}</MenuItem>
                  ))}
                </TextField>
              </Box>
              <Slider
                aria-label={t('compare.position')}
                min={0}
                max={duration || 1}
                step={FRAME}
                value={Math.min(time, duration || 1)}
                onChange={(_e, v) => seek(v as number)}
                valueLabelDisplay="auto"
                valueLabelFormat={(v) => `${v.toFixed(2)} s`}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <ToggleButtonGroup exclusive size="small" value={tool} onChange={(_e, v: Tool | null) => v && setTool(v)} aria-label={t('compare.tool')}>
                  <ToggleButton value="line">{t('compare.line')}</ToggleButton>
                  <ToggleButton value="angle">{t('compare.angle')}</ToggleButton>
                </ToggleButtonGroup>
                <Button onClick={() => setShapes({ left: [], right: [] })}>{t('compare.clear')}</Button>
              </Box>
              <Typography role="status" aria-live="polite">
                {measured.length ? t('compare.angles', { angles: measured.map((d) => `${d}°`).join(', ') }) : t('compare.howToDraw')}
              </Typography>
            </>
          ) : null
        }
      </QueryState>
    </Box>
  );
}
