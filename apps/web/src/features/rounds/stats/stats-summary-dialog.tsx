import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStatSummaryQuery } from '../api';
import { SummaryView } from './summary-view';

/** The stats summary dialog of a round (spec §2). */
export function StatsSummaryDialog({ roundId, onClose }: { roundId: number; onClose: () => void }) {
  const { t } = useTranslation('rounds');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const summary = useStatSummaryQuery(roundId);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="summary-title">
      <DialogTitle id="summary-title">{t('summary.title')}</DialogTitle>
      <DialogContent>
        {summary.isLoading ? <Skeleton variant="rounded" height={240} role="status" aria-label={t('summary.loading')} /> : null}
        {summary.isError ? <Alert severity="error">{t('summary.failed')}</Alert> : null}
        {summary.data ? <SummaryView summary={summary.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
