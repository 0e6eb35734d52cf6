import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIRWAY_RESULTS, SCORECARD_LIMITS, type HoleDetailsInput, type HoleStatus, type ScorecardHole, type ScorecardHoleInput } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';

const COUNTS = [
  { key: 'fairwayBunkers', max: SCORECARD_LIMITS.bunkers },
  { key: 'greensideBunkers', max: SCORECARD_LIMITS.bunkers },
  { key: 'drivingDistance', max: SCORECARD_LIMITS.drivingDistanceYards },
  { key: 'pitches', max: SCORECARD_LIMITS.shortGame },
  { key: 'chips', max: SCORECARD_LIMITS.shortGame },
  { key: 'penalties', max: SCORECARD_LIMITS.penalties },
  { key: 'missedPutts', max: SCORECARD_LIMITS.putts },
] as const;
type CountKey = (typeof COUNTS)[number]['key'];

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** One hole of the scorecard: score and putts, fairway and green, and the short-game details. */
export function HoleForm({
  hole,
  busy,
  error,
  onSave,
  onCancel,
}: {
  hole: ScorecardHole;
  busy: boolean;
  error: string | null;
  onSave: (input: ScorecardHoleInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rounds');
  const [status, setStatus] = useState<HoleStatus>(hole.status === 'pending' ? 'played' : hole.status);
  const [score, setScore] = useState(text(hole.score ?? (hole.status === 'pending' ? hole.par : null)));
  const [putts, setPutts] = useState(text(hole.putts));
  const [fairway, setFairway] = useState(hole.details.fairwayHit ?? '');
  const [counts, setCounts] = useState<Record<CountKey, string>>(
    () => Object.fromEntries(COUNTS.map((c) => [c.key, text(hole.details[c.key])])) as Record<CountKey, string>,
  );
  const derived = score !== '' && putts !== '' ? Number(score) - Number(putts) <= hole.par - 2 : null;
  const step = (value: string, by: number, min: number, max: number) => String(Math.min(max, Math.max(min, (Number(value) || 0) + by)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details: HoleDetailsInput = Object.fromEntries(COUNTS.map((c) => [c.key, numberOrNull(counts[c.key])]));
    if (hole.par >= 4) details.fairwayHit = (fairway || null) as HoleDetailsInput['fairwayHit'];
    onSave({
      hole: hole.hole,
      status,
      score: status === 'played' ? numberOrNull(score) : status === 'pending' ? null : numberOrNull(score),
      putts: status === 'pending' ? null : numberOrNull(putts),
      details,
    });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`hole-form-${hole.hole}`}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'primary.light', borderRadius: 2 }}
    >
      <Typography id={`hole-form-${hole.hole}`} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {t('scorecard.holeTitle', { hole: hole.hole, par: hole.par, yards: hole.yards, index: hole.handicap })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, alignItems: 'start' }}>
        <SelectField label={t('scorecard.status')} value={status} onChange={(v) => setStatus(v as HoleStatus)}>
          <option value="played">{t('holeStatus.played')}</option>
          <option value="picked-up">{t('holeStatus.picked-up')}</option>
          <option value="pending">{t('holeStatus.pending')}</option>
        </SelectField>
        {(['score', 'putts'] as const).map((field) => {
          const value = field === 'score' ? score : putts;
          const set = field === 'score' ? setScore : setPutts;
          const max = field === 'score' ? SCORECARD_LIMITS.score : SCORECARD_LIMITS.putts;
          return (
            <Box key={field} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Button
                variant="outlined"
                size="small"
                sx={{ minWidth: 36, px: 0 }}
                aria-label={t(`scorecard.less.${field}`)}
                onClick={() => set(step(value, -1, field === 'score' ? 1 : 0, max))}
                disabled={status === 'pending'}
              >
                −
              </Button>
              <TextField
                label={t(`scorecard.${field}`)}
                value={value}
                onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 2))}
                disabled={status === 'pending'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                size="small"
                sx={{ minWidth: 36, px: 0 }}
                aria-label={t(`scorecard.more.${field}`)}
                onClick={() => set(step(value, 1, 0, max))}
                disabled={status === 'pending'}
              >
                +
              </Button>
            </Box>
          );
        })}
        {hole.par >= 4 ? (
          <SelectField label={t('stats.fairwayHit')} value={fairway} onChange={setFairway}>
            <option value="">{t('fairway.none')}</option>
            {FAIRWAY_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`fairway.${r}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {COUNTS.map((c) => (
          <TextField
            key={c.key}
            label={t(`stats.${c.key}`)}
            value={counts[c.key]}
            onChange={(e) => setCounts({ ...counts, [c.key]: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={c.key === 'drivingDistance' ? t('scorecard.yardsHelp') : undefined}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {derived === null ? t('scorecard.girUnknown') : derived ? t('scorecard.girYes') : t('scorecard.girNo')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('scorecard.saveHole', { hole: hole.hole })}
        </Button>
      </Box>
    </Box>
  );
}
