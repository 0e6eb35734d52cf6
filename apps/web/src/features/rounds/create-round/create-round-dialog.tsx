import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLAY_MODES, TRACKING_LEVELS, type PlayMode, type TrackingLevel } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SelectField } from '@/components/select-field';
import { useCreateRoundMutation, useLatestPlaySettingQuery, usePlayGolfConfigurationQuery, useRoundCourseQuery } from '../api';
import { WeatherCard } from '../components/weather-card';
import { CalendarPicker } from './calendar-picker';
import { localToday } from './calendar-logic';
import { CourseChooser, EMPTY_FILTER, type CourseFilter } from './course-chooser';
import { teeName } from '@/lib/format/tee-name';
import { errorText } from '@/lib/errors/error-text';
import { NO_VALUE } from '@/lib/format/number';
import { formatInUnits } from '@/lib/format/measure';
import { browserTimeZone } from '@/lib/format/browser-time-zone';

type Holes = '18' | 'front' | 'back';

/**
 * The create-round dialog (spec §2–§4): course (by name, country and state), tee box, the played-at
 * date from the calendar picker, holes, play mode, tracking, an optional coach; the play settings
 * start from the latest round's. Closing resets it: date, tee, course, country and state are cleared.
 */
export function CreateRoundDialog({ initialCourseId, onClose }: { initialCourseId?: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(['rounds', 'common']);
  const navigate = useNavigate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const today = localToday();
  const [courseId, setCourseId] = useState<number | null>(initialCourseId ?? null);
  const [filter, setFilter] = useState<CourseFilter>(EMPTY_FILTER);
  const [teeBoxId, setTeeBoxId] = useState('');
  const [playedAt, setPlayedAt] = useState<string | null>(null);
  const [holes, setHoles] = useState<Holes>('18');
  const [playMode, setPlayMode] = useState<PlayMode>('stroke');
  const [trackingLevel, setTrackingLevel] = useState<TrackingLevel | ''>('');
  const [coachId, setCoachId] = useState<string | null>(null);
  const [isCompliant, setIsCompliant] = useState(true);
  // After a first Start, what is missing is worked out again on every change, so a message goes
  // as soon as its field is filled; the server's refusal stays until the next Start.
  const [isAttempted, setIsAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const course = useRoundCourseQuery(courseId ?? 0, { skip: courseId === null });
  const latest = useLatestPlaySettingQuery();
  const configuration = usePlayGolfConfigurationQuery();
  const [createRound, creation] = useCreateRoundMutation();
  const nine = course.data?.holes === 9;

  // A nine-hole course is played as its front nine.
  const played: Holes = nine ? 'front' : holes;
  const level = trackingLevel || latest.data?.settingData.trackingLevel || 'stats';
  // The latest round's coach, when they can still be chosen.
  const latestCoach = configuration.data?.coaches.some((c) => c.id === latest.data?.coachId) ? String(latest.data!.coachId) : '';
  const coach = coachId ?? latestCoach;

  const reset = () => {
    setCourseId(null);
    setFilter(EMPTY_FILTER);
    setTeeBoxId('');
    setPlayedAt(null);
    onClose();
  };
  const missing = !courseId ? t('create.needCourse') : !teeBoxId ? t('create.needTee') : !playedAt ? t('create.needDate') : null;
  const problem = (isAttempted ? missing : null) ?? refusal;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsAttempted(true);
    setRefusal(null);
    if (missing || !courseId || !playedAt) return;
    createRound({
      courseId,
      teeBoxDetail: { id: Number(teeBoxId) },
      playedAt,
      timeZone: browserTimeZone(),
      scope: played === '18' ? 18 : 9,
      scopeType: played === '18' ? 'full' : played,
      playMode,
      isCompliantMode: isCompliant,
      coachId: coach ? Number(coach) : null,
      playSettings: { trackingLevel: level },
    })
      .unwrap()
      .then(
        (round) => navigate(`/rounds/${round.id}`),
        (error: unknown) => setRefusal(errorText(t, error)),
      );
  };

  return (
    <Dialog open onClose={reset} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="create-round-title">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="create-round-title">{t('create.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <CourseChooser
            chosen={course.data && courseId ? { id: course.data.id, name: course.data.name } : null}
            filter={filter}
            onFilter={setFilter}
            onChoose={(c) => {
              setCourseId(c?.id ?? null);
              setTeeBoxId('');
            }}
          />
          {course.data ? (
            <SelectField label={t('create.tee')} value={teeBoxId} onChange={setTeeBoxId} required>
              <option value="">{t('create.chooseTee')}</option>
              {course.data.teeBoxes.map((tee) => (
                <option key={tee.id} value={tee.id}>
                  {t('create.teeOption', {
                    name: teeName(t, tee.name),
                    length: formatInUnits(tee.totalLength, i18n.language),
                    rating: tee.courseRating ?? NO_VALUE,
                    slope: tee.slope ?? NO_VALUE,
                  })}
                </option>
              ))}
            </SelectField>
          ) : null}
          <CalendarPicker today={today} value={playedAt} onChange={setPlayedAt} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField label={t('create.holes')} value={played} onChange={(v) => setHoles(v as Holes)}>
              {!nine ? <option value="18">{t('scope.full')}</option> : null}
              <option value="front">{t('scope.front')}</option>
              {!nine ? <option value="back">{t('scope.back')}</option> : null}
            </SelectField>
            <SelectField label={t('create.playMode')} value={playMode} onChange={(v) => setPlayMode(v as PlayMode)}>
              {PLAY_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`playMode.${m}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('create.tracking')} value={level} onChange={(v) => setTrackingLevel(v as TrackingLevel)}>
              {TRACKING_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`tracking.${l}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('create.coach')} value={coach} onChange={setCoachId}>
              <option value="">{t('create.noCoach')}</option>
              {(configuration.data?.coaches ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.isMyCoach ? t('create.myCoach', { name: `${c.firstName} ${c.lastName}` }) : `${c.firstName} ${c.lastName} · ${c.centerName}`}
                </option>
              ))}
            </SelectField>
          </Box>
          <FormControlLabel
            control={<Checkbox checked={isCompliant} onChange={(e) => setIsCompliant(e.target.checked)} />}
            label={t('create.countsForHandicap')}
          />
          {course.data && playedAt ? <WeatherCard lat={course.data.latitude} lon={course.data.longitude} date={playedAt} /> : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={reset}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={creation.isLoading}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
