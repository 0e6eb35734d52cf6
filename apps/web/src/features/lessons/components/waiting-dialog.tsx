import { useTranslation } from 'react-i18next';
import { personName, type Appointment } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useConfirmWaitingListMutation } from '../api';
import { formatDateTime } from '../format';
import { errorText } from '@/lib/errors/error-text';

/** The waiting-list place offered to the player: take it (one credit) or leave it. */
export function WaitingDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const [confirm, status] = useConfirmWaitingListMutation();
  const taken = status.isSuccess && status.data.appointmentState === 'scheduled';
  return (
    <Dialog open onClose={onClose} aria-labelledby="waiting-title" fullWidth maxWidth="xs">
      <DialogTitle id="waiting-title">{t('waiting.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {t('waiting.text', {
            name: a.lessonType.name,
            when: formatDateTime(a.startTime, a.timeZone, i18n.language),
            coach: personName(a.coach),
          })}
        </Typography>
        {taken ? <Alert severity="success">{t('waiting.done')}</Alert> : null}
        {status.isError ? <Alert severity="error">{errorText(t, status.error, { codes: 'lessons:errors' })}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{taken || status.isError ? t('actions.close') : t('waiting.later')}</Button>
        {!taken && !status.isError ? (
          <Button variant="contained" disabled={status.isLoading} onClick={() => void confirm({ id: a.id, timeZone: a.timeZone })}>
            {t('waiting.confirm')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
