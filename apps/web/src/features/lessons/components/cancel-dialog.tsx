import { useTranslation } from 'react-i18next';
import type { Appointment } from '@golf/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCancelAppointmentMutation } from '../api';
import { formatDateTime } from '../format';
import { errorText } from '@/lib/errors/error-text';

/**
 * Cancels after saying what it costs: free before the center's notice window; inside it the
 * credit is kept, and the player confirms that (on24HConfirmed).
 */
export function CancelDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const [cancel, status] = useCancelAppointmentMutation();
  const isLate = a.cancelPolicy.isInsideNoticeWindow && a.creditsUsed > 0;
  const submit = async () => {
    const result = await cancel({
      id: a.id,
      appointmentState: a.appointmentState,
      isWaitingList: a.isWaitingList,
      on24HConfirmed: isLate,
      timeZone: a.timeZone,
    });
    if (!('error' in result)) onClose();
  };
  return (
    <Dialog open onClose={status.isLoading ? undefined : onClose} aria-labelledby="cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">{t(a.isWaitingList ? 'cancel.leaveTitle' : 'cancel.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {a.lessonType.name}, {formatDateTime(a.startTime, a.timeZone, i18n.language)}
        </Typography>
        {a.isWaitingList ? null : isLate ? (
          <Alert severity="warning">{t('cancel.late', { hours: a.cancelPolicy.noticeHours, count: a.creditsUsed })}</Alert>
        ) : (
          <Alert severity="info">{t('cancel.free', { until: formatDateTime(a.cancelPolicy.freeCancelUntil, a.timeZone, i18n.language) })}</Alert>
        )}
        {status.isError ? <Alert severity="error">{errorText(t, status.error, { codes: 'lessons:errors' })}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={status.isLoading}>
          {t('cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={status.isLoading}>
          {status.isLoading ? t('cancel.wait') : t(a.isWaitingList ? 'cancel.confirmLeave' : isLate ? 'cancel.confirmLate' : 'cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
