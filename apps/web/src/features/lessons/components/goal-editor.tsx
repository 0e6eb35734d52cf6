import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_CATEGORIES, type GamePlanGoal, type GoalCategory } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { errorText } from '@/lib/errors/error-text';
import { useAddGamePlanGoalMutation, useChangeGamePlanGoalMutation } from '../api';

/**
 * A coach's editor for one goal of the plan (a new one when `goal` is left out): the category from
 * the fixed list, so the player reads it in their language, and the title as the coach types it.
 */
export function GoalEditor({ goal, onClose }: { goal?: GamePlanGoal; onClose: () => void }) {
  const { t } = useTranslation(['lessons', 'common']);
  const [add, adding] = useAddGamePlanGoalMutation();
  const [change, changing] = useChangeGamePlanGoalMutation();
  const status = goal ? changing : adding;
  const [category, setCategory] = useState<GoalCategory>(goal?.category ?? 'driving');
  const [title, setTitle] = useState(goal?.title ?? '');
  const [progress, setProgress] = useState(String(goal?.progress ?? 0));
  const [isTitleMissing, setTitleMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleMissing(true);
    const body = { category, title, progress: Math.min(100, Math.max(0, Math.round(Number(progress) || 0))) };
    const result = goal ? await change({ id: goal.id, ...body }) : await add(body);
    if (!('error' in result)) onClose();
  };
  return (
    <Dialog open onClose={status.isLoading ? undefined : onClose} aria-labelledby="goal-editor-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="goal-editor-title">{t(goal ? 'plan.editor.editTitle' : 'plan.editor.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <SelectField label={t('plan.editor.category')} value={category} onChange={(v) => setCategory(v as GoalCategory)} name="category">
            {GOAL_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {t(`plan.categories.${code}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            label={t('plan.editor.goalTitle')}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleMissing(false);
            }}
            required
            error={isTitleMissing}
            helperText={isTitleMissing ? t('plan.editor.titleMissing') : t('plan.editor.titleHint')}
            inputProps={{ maxLength: 120 }}
          />
          <FormField
            label={t('plan.editor.progress')}
            type="number"
            value={progress}
            onChange={(e) => setProgress(e.target.value)}
            inputProps={{ min: 0, max: 100, step: 5, inputMode: 'numeric' }}
          />
          {status.isError ? <Alert severity="error">{errorText(t, status.error, { codes: 'lessons:errors' })}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={status.isLoading}>
            {t('plan.editor.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={status.isLoading}>
            {t('plan.editor.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
