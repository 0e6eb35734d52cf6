import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { bagsErrorText } from '../error-text';

/** The add-bag and rename-bag dialog: one name, checked here and by the server. */
export function BagNameDialog({
  mode,
  initialName,
  onSave,
  onClose,
}: {
  mode: 'add' | 'rename';
  initialName: string;
  onSave: (bagName: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('bags');
  const titleId = useId();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('errors.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      setError(bagsErrorText(t, failure).message);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{mode === 'add' ? t('bagDialog.addTitle') : t('bagDialog.renameTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error ? <FormError id={errorId} message={error} /> : null}
          <FormField
            label={t('bagDialog.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            error={Boolean(error)}
            inputProps={{ maxLength: 60 }}
            helperText={t('bagDialog.nameHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {mode === 'add' ? t('actions.add') : t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
