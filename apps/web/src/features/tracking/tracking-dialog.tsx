import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { TrackingInput, TrackingMode, TrackingScore } from '@golf/contracts';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';

/** The spec's edit status: none, then wait while saving, then success. */
export type EditStatus = 'none' | 'wait' | 'success';
const COUNTS = ['otg', 'ntg', 'scrambling', 'badThreePutts', 'tts'] as const;
type Form = { mode: TrackingMode; score: string; roundHole: string; courseName: string; playDate: string } & Record<(typeof COUNTS)[number], string>;

function formOf(entry: TrackingScore | null): Form {
  const today = new Date().toISOString().slice(0, 10);
  // Add and edit default to the onGIR tracking type (spec §4).
  if (!entry)
    return { mode: 'onGIR', score: '', roundHole: '18', courseName: '', playDate: today, otg: '', ntg: '', scrambling: '', badThreePutts: '', tts: '' };
  const n = (v: number | null) => (v === null ? '' : String(v));
  return {
    mode: entry.mode,
    score: String(entry.score),
    roundHole: String(entry.roundHole),
    courseName: entry.courseName,
    playDate: entry.playDate,
    otg: n(entry.otg),
    ntg: n(entry.ntg),
    scrambling: n(entry.scrambling),
    badThreePutts: n(entry.badThreePutts),
    tts: n(entry.tts),
  };
}

/** Add or edit a tracked round. */
export function TrackingDialog(props: {
  entry: TrackingScore | null;
  open: boolean;
  status: EditStatus;
  error?: { message: string; field?: string };
  onSave: (input: TrackingInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tracking');
  const titleId = useId();
  const [form, setForm] = useState<Form>(() => formOf(props.entry));
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  const save = () =>
    props.onSave({
      mode: form.mode,
      score: Number(form.score),
      roundHole: Number(form.roundHole) as 9 | 18,
      courseName: form.courseName,
      playDate: form.playDate,
      ...(form.mode === 'onGIR' ? Object.fromEntries(COUNTS.map((c) => [c, num(form[c])])) : {}),
    });
  const fieldError = (field: string) => props.error?.field === field;
  return (
    <Dialog open={props.open} onClose={props.status === 'wait' ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.entry ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          onSubmit={(e) => (e.preventDefault(), save())}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {props.error ? (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {props.error.message}
            </Alert>
          ) : null}
          <SelectField label={t('fields.mode')} value={form.mode} onChange={set('mode')}>
            <option value="onGIR">{t('modes.onGIR')}</option>
            <option value="scoreOnly">{t('modes.scoreOnly')}</option>
          </SelectField>
          <SelectField label={t('fields.roundHole')} value={form.roundHole} onChange={set('roundHole')}>
            <option value="18">18</option>
            <option value="9">9</option>
          </SelectField>
          <FormField
            label={t('fields.courseName')}
            required
            value={form.courseName}
            onChange={(e) => set('courseName')(e.target.value)}
            error={fieldError('courseName')}
          />
          <FormField
            label={t('fields.playDate')}
            type="date"
            required
            value={form.playDate}
            onChange={(e) => set('playDate')(e.target.value)}
            error={fieldError('playDate')}
          />
          <FormField
            label={t('fields.score')}
            type="number"
            required
            value={form.score}
            onChange={(e) => set('score')(e.target.value)}
            error={fieldError('score')}
            inputProps={{ min: 9, max: 270 }}
          />
          {form.mode === 'onGIR'
            ? COUNTS.map((c) => (
                <FormField
                  key={c}
                  label={t(`fields.${c}`)}
                  type="number"
                  required={c === 'otg'}
                  value={form[c]}
                  onChange={(e) => set(c)(e.target.value)}
                  error={fieldError(c)}
                  inputProps={{ min: 0, max: Number(form.roundHole) }}
                />
              ))
            : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.status === 'wait'}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={props.status === 'wait'}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
