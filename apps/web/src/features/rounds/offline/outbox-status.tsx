import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import type { SentNotice } from './outbox';

/**
 * What waits on the phone to be sent, in a live region that is always there (so every change is
 * read out), and what became of sent entries the player must know about.
 */
export function OutboxStatus({
  waiting,
  online,
  notices,
  onDismiss,
}: {
  waiting: number;
  online: boolean;
  notices: SentNotice[];
  onDismiss: (notice: SentNotice) => void;
}) {
  const { t } = useTranslation('rounds');
  const shown = waiting > 0 || !online;
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {shown ? (
          <Alert
            role="none"
            severity={online ? 'info' : 'warning'}
            icon={online ? <CloudUploadIcon fontSize="inherit" /> : <CloudOffIcon fontSize="inherit" />}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {[
              waiting > 0 ? t('outbox.waiting', { count: waiting }) : null,
              waiting > 0 ? t('outbox.totalsLater') : null,
              online ? (waiting > 0 ? t('outbox.sending') : null) : t('outbox.offline'),
            ]
              .filter(Boolean)
              // Japanese and Chinese sentences follow one another without a space.
              .join(t('outbox.sentenceGap'))}
          </Alert>
        ) : null}
      </Box>
      {notices.map((notice, i) => (
        <Alert key={`${notice.kind}-${notice.hole}-${i}`} severity="warning" role="alert" onClose={() => onDismiss(notice)} sx={{ overflowWrap: 'anywhere' }}>
          {notice.kind === 'superseded' ? t('outbox.superseded', { hole: notice.hole }) : t('outbox.refused', { hole: notice.hole, reason: notice.reason })}
        </Alert>
      ))}
    </>
  );
}
