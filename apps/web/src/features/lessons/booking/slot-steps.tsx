import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opening, TimeOfDay } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLazyOpeningsQuery, useOpeningsQuery, useSuggestionsMutation } from '../api';
import { formatDateTime, formatTime } from '../format';
import { slotKey, type Flow } from './booking-flow';
import { errorText } from '@/lib/errors/error-text';

const TIMES: TimeOfDay[] = ['any', 'morning', 'afternoon', 'evening'];

/** An open time reads as something to press (primary outline), and as chosen when filled; never as greyed out. */
const OPEN_SLOT = {
  textTransform: 'none',
  color: 'primary.main',
  borderColor: 'primary.main',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

export function WhenStep({ flow, today, onChange }: { flow: Flow; today: string; onChange: (f: Partial<Flow>) => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', justifyItems: 'start' }}>
      <TextField
        type="date"
        label={t('book.date')}
        value={flow.date}
        onChange={(e) => onChange({ date: e.target.value || today, selected: [], suggestions: [] })}
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 220 }}
      />
      <ToggleButtonGroup
        exclusive
        value={flow.timeOfDay}
        onChange={(_e, v: TimeOfDay | null) => v && onChange({ timeOfDay: v, selected: [], suggestions: [] })}
        aria-label={t('book.timeOfDay')}
        // Separate buttons that may wrap as a whole onto a second row on a phone, each keeping its own
        // border and its label on one line (a joined group broke its border where it wrapped).
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped.MuiToggleButtonGroup-middleButton, & .MuiToggleButtonGroup-grouped.MuiToggleButtonGroup-lastButton':
            { m: 0, whiteSpace: 'nowrap', border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {TIMES.map((x) => (
          <ToggleButton key={x} value={x}>
            {t(`book.times.${x}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** How many of the nearest open times a day without any offers. */
const NEAREST_COUNT = 6;

/** The calendar day after an ISO date (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Open slots in the player's zone; several can be picked, suggestions add more; full ones can be waited for. */
export function SlotsStep({
  flow,
  timeZone,
  onToggle,
  onChange,
}: {
  flow: Flow;
  timeZone: string;
  onToggle: (o: Opening) => void;
  onChange: (f: Partial<Flow>) => void;
}) {
  const { t, i18n } = useTranslation('lessons');
  const [localError, setLocalError] = useState<string | null>(null);
  const openings = useOpeningsQuery({
    centerId: flow.center!.id,
    appointmentType: flow.lessonType!.id,
    ...(flow.coachId ? { coachId: flow.coachId } : {}),
    date: flow.date,
    timeOfDay: flow.timeOfDay,
    includeFull: true,
    timeZone,
  });
  const [suggest, suggestion] = useSuggestionsMutation();
  const [findNearest, nearest] = useLazyOpeningsQuery();
  const picked = new Set(flow.selected.map(slotKey));
  const open = (openings.data ?? []).filter((o) => !o.isFull);
  const full = (openings.data ?? []).filter((o) => o.isFull);
  const askSuggestions = async () => {
    // A day with no open time: the nearest open times of the next two weeks, rather than a dead end.
    if (flow.selected.length === 0 && open.length === 0) {
      setLocalError(null);
      const result = await findNearest({
        centerId: flow.center!.id,
        appointmentType: flow.lessonType!.id,
        ...(flow.coachId ? { coachId: flow.coachId } : {}),
        date: nextDay(flow.date),
        days: 14,
        timeOfDay: flow.timeOfDay,
        timeZone,
      });
      if (result.data) onChange({ suggestions: result.data.filter((o) => !o.isFull).slice(0, NEAREST_COUNT) });
      return;
    }
    // Otherwise suggestions only with a slot chosen (spec 000 §5: else the local code selectedSlotEmpty).
    if (flow.selected.length === 0) return setLocalError(t('errors.selectedSlotEmpty'));
    setLocalError(null);
    const result = await suggest({
      centerId: flow.center!.id,
      appointmentType: flow.lessonType!.id,
      selectedSlots: flow.selected.map((s) => ({ coachId: s.coachId, slotNumber: s.slotNumber })),
      timeZone,
    });
    if ('data' in result) onChange({ suggestions: result.data ?? [] });
  };
  const slotButton = (o: Opening, long = false) => (
    <ToggleButton
      key={slotKey(o)}
      value={slotKey(o)}
      selected={picked.has(slotKey(o))}
      onChange={() => onToggle(o)}
      size="small"
      color="primary"
      sx={OPEN_SLOT}
      aria-label={`${formatDateTime(o.startTime, timeZone, i18n.language)}, ${o.coachName}`}
    >
      {long ? formatDateTime(o.startTime, timeZone, i18n.language) : formatTime(o.startTime, timeZone, i18n.language)}
      {flow.coachId ? '' : ` · ${o.coachName.split(' ')[0]}`}
    </ToggleButton>
  );
  if (openings.isLoading) return <Skeleton variant="rounded" height={160} role="status" aria-label={t('loading')} />;
  // A non-zero code keeps its message as the open-slot error (spec 000 §8).
  if (openings.isError) return <Alert severity="error">{errorText(t, openings.error, { codes: 'lessons:errors' })}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {open.length === 0 ? (
        <Alert severity="info">{t('book.noSlots')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('book.openSlots')}>
          {open.map((o) => slotButton(o))}
        </Box>
      )}
      <Box>
        <Button variant="text" onClick={() => void askSuggestions()} disabled={suggestion.isLoading}>
          {t('book.suggest')}
        </Button>
        {localError ? <Alert severity="warning">{localError}</Alert> : null}
      </Box>
      {flow.suggestions.length ? (
        <Box component="section" aria-label={t('book.suggestions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {flow.suggestions.map((o) => slotButton(o, true))}
        </Box>
      ) : suggestion.isSuccess || nearest.isSuccess ? (
        <Typography color="text.secondary">{t('book.noSuggestions')}</Typography>
      ) : null}
      {full.length ? (
        <Box component="section" aria-labelledby="full-title">
          <Typography id="full-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {t('book.full')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {full.map((o) => (
              <Button
                key={slotKey(o)}
                size="small"
                variant={flow.waitFor && slotKey(flow.waitFor) === slotKey(o) ? 'contained' : 'outlined'}
                onClick={() => onChange({ waitFor: o, selected: [] })}
              >
                {t('book.wait', { time: formatTime(o.startTime, timeZone, i18n.language), count: o.waitingCount })}
              </Button>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
