import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import type { SentNotice } from './outbox';

/** The words each outbox counts in, and what catches up once its entries are sent. */
const TEXTS = {
  holes: { waiting: 'outbox.waiting', later: 'outbox.totalsLater', offline: 'outbox.offline' },
  shots: { waiting: 'outbox.shotsWaiting', later: 'outbox.shotsLater', offline: 'outbox.offlineShots' },
} as const;

/**
 * What waits on the phone to be sent (`waiting` holes of a scorecard or shots of play tracking), in
 * a live region that is always there (so every change is read out), and what became of sent
 * entries the player must know about.
 */
export function OutboxStatus({
  waiting,
  what = 'holes',
  online,
  notices,
  onDismiss,
}: {
  waiting: number;
  what?: keyof typeof TEXTS;
  online: boolean;
  notices: SentNotice[];
  onDismiss: (notice: SentNotice) => void;
}) {
  const { t } = useTranslation('rounds');
  const shown = waiting > 0 || !online;
  const texts = TEXTS[what];
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
              waiting > 0 ? t(texts.waiting, { count: waiting }) : null,
              waiting > 0 ? t(texts.later) : null,
              online ? (waiting > 0 ? t('outbox.sending') : null) : t(texts.offline),
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
