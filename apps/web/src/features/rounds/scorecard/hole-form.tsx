import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAIRWAY_RESULTS,
  greenInRegulationOf,
  HOLE_COUNT_LIMITS,
  holeProblems,
  SCORECARD_LIMITS,
  type HoleCountKey,
  type HoleDetailsInput,
  type HoleProblem,
  type HoleStatus,
  type ScorecardHole,
  type ScorecardHoleInput,
} from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/select-field';
import { formatInUnits } from '@/lib/format/measure';

const COUNT_KEYS = Object.keys(HOLE_COUNT_LIMITS) as HoleCountKey[];

const text = (n: number | null) => (n === null ? '' : String(n));
/** What the player typed as a number: empty is "not recorded"; anything but a whole number stays NaN, for the rules to name. */
const numberOrNull = (s: string) => (s.trim() === '' ? null : /^[-−]?\d+$/.test(s.trim()) ? Number(s.trim().replace('−', '-')) : Number.NaN);

/** One hole of the scorecard: score and putts, fairway and green, and the short-game details, checked by the server's own rules as typed. */
export function HoleForm({
  hole,
  busy,
  error,
  onSave,
  onCancel,
  lengthUnit,
}: {
  hole: ScorecardHole;
  busy: boolean;
  error: string | null;
  onSave: (input: ScorecardHoleInput) => void;
  onCancel: () => void;
  /** The player's distance unit, which hole.length and the driving distance (entered and shown) are in. */
  lengthUnit: 'yd' | 'm';
}) {
  const { t, i18n } = useTranslation('rounds');
  const [status, setStatus] = useState<HoleStatus>(hole.status === 'pending' ? 'played' : hole.status);
  const [score, setScore] = useState(text(hole.score ?? (hole.status === 'pending' ? hole.par : null)));
  const [putts, setPutts] = useState(text(hole.putts));
  const [fairway, setFairway] = useState(hole.details.fairwayHit ?? '');
  const [counts, setCounts] = useState<Record<HoleCountKey, string>>(
    () => Object.fromEntries(COUNT_KEYS.map((k) => [k, text(hole.details[k])])) as Record<HoleCountKey, string>,
  );
  const [triedToSave, setTriedToSave] = useState(false);

  const entry = {
    status,
    score: status === 'pending' ? null : numberOrNull(score),
    putts: status === 'pending' ? null : numberOrNull(putts),
    fairwayHit: hole.par >= 4 ? fairway || null : null,
    counts: Object.fromEntries(COUNT_KEYS.map((k) => [k, numberOrNull(counts[k])])) as Record<HoleCountKey, number | null>,
  };
  const problems = holeProblems(entry, hole.par, lengthUnit);
  const problemOf = (field: string): HoleProblem | undefined => problems.find((p) => p.field === field);
  const say = (p: HoleProblem | undefined) => (p ? t(`holeRule.${p.rule}`, { min: p.min, max: p.max }) : undefined);
  const gir = problems.length ? null : greenInRegulationOf(entry.score, entry.putts, hole.par);
  const step = (value: string, by: number, min: number, max: number) => String(Math.min(max, Math.max(min, (Number(value) || 0) + by)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTriedToSave(true);
    if (problems.length) return;
    const details: HoleDetailsInput = { ...entry.counts };
    if (hole.par >= 4) details.fairwayHit = entry.fairwayHit as HoleDetailsInput['fairwayHit'];
    onSave({ hole: hole.hole, status, score: entry.score, putts: entry.putts, details });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`hole-form-${hole.hole}`}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'primary.light', borderRadius: 2, minWidth: 0 }}
    >
      <Typography id={`hole-form-${hole.hole}`} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {t('scorecard.holeTitle', {
          hole: hole.hole,
          par: hole.par,
          length: formatInUnits({ value: hole.length, unit: lengthUnit }, i18n.language),
          index: hole.handicap,
        })}
      </Typography>
      {/* Columns no narrower than the longest label ("Greenside bunkers", "Driving distance"): one column on a phone. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11.5rem), 1fr))', alignItems: 'start' }}>
        <SelectField
          label={t('scorecard.status')}
          value={status}
          onChange={(v) => setStatus(v as HoleStatus)}
          error={!!problemOf('status')}
          helperText={say(problemOf('status'))}
        >
          <option value="played">{t('holeStatus.played')}</option>
          <option value="picked-up">{t('holeStatus.picked-up')}</option>
          <option value="pending">{t('holeStatus.pending')}</option>
        </SelectField>
        {(['score', 'putts'] as const).map((field) => {
          const value = field === 'score' ? score : putts;
          const set = field === 'score' ? setScore : setPutts;
          const max = field === 'score' ? SCORECARD_LIMITS.score : SCORECARD_LIMITS.putts;
          const problem = problemOf(field);
          return (
            <Box key={field} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <Button
                variant="outlined"
                size="small"
                sx={{ minWidth: 40, minHeight: 56, px: 0 }}
                aria-label={t(`scorecard.less.${field}`)}
                onClick={() => set(step(value, -1, field === 'score' ? 1 : 0, max))}
                disabled={status === 'pending'}
              >
                −
              </Button>
              <TextField
                label={t(`scorecard.${field}`)}
                value={value}
                onChange={(e) => set(e.target.value.slice(0, 3))}
                disabled={status === 'pending'}
                error={!!problem}
                helperText={say(problem)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <Button
                variant="outlined"
                size="small"
                sx={{ minWidth: 40, minHeight: 56, px: 0 }}
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
        {COUNT_KEYS.map((key) => {
          const problem = problemOf(`details.${key}`);
          return (
            <TextField
              key={key}
              label={t(`stats.${key}`)}
              value={counts[key]}
              onChange={(e) => setCounts({ ...counts, [key]: e.target.value.slice(0, 4) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!problem}
              helperText={say(problem) ?? (key === 'drivingDistance' ? t(lengthUnit === 'm' ? 'scorecard.metresHelp' : 'scorecard.yardsHelp') : undefined)}
            />
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {gir === null ? t('scorecard.girUnknown') : gir ? t('scorecard.girYes') : t('scorecard.girNo')}
      </Typography>
      {triedToSave && problems.length ? (
        <Alert severity="error" role="alert">
          {t('holeRule.fix')}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('scorecard.saveHole', { hole: hole.hole })}
        </Button>
      </Box>
    </Box>
  );
}
