import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SwingVideo } from '@golf/contracts';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { errorText } from '@/lib/errors/error-text';
import { formatMeasure, formatShare } from '@/lib/format/number';
import { useMySwingsQuery, useSendSwingToCoachMutation } from './api';
import { ShareBox } from './share-box';
import { useSwingUpload, type SwingUploadState } from './use-swing-upload';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const STATUS_COLOR = { processing: 'warning', ready: 'success', failed: 'error' } as const;

function SendToCoach({ swing }: { swing: SwingVideo }) {
  const { t } = useTranslation('videos');
  const [comment, setComment] = useState('');
  const [send, sending] = useSendSwingToCoachMutation();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const submit = async () => {
    if (!comment.trim()) {
      setResult({ severity: 'error', text: t('swings.commentNeeded') });
      return;
    }
    try {
      const sent = await send({ id: swing.id, comment: comment.trim() }).unwrap();
      setComment('');
      setResult({ severity: 'success', text: t('swings.sent', { coach: sent.coachName }) });
    } catch (err) {
      setResult({ severity: 'error', text: errorText(t, err, { fallback: t('swings.sendFailed') }) });
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1 }}
      noValidate
    >
      <TextField
        label={t('swings.comment', { title: swing.title })}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        size="small"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button type="submit" variant="contained" disabled={sending.isLoading} sx={{ justifySelf: 'start' }}>
        {t('swings.send')}
      </Button>
      {result ? <Alert severity={result.severity}>{result.text}</Alert> : null}
    </Box>
  );
}

/** How far a resumable upload is, with pause / resume / cancel; announced politely to screen readers. */
function UploadProgress({
  state,
  onPause,
  onResume,
  onCancel,
}: {
  state: Extract<SwingUploadState, { phase: 'uploading' | 'paused' }>;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('videos');
  const share = state.total ? state.sent / state.total : 0;
  const mb = (bytes: number) => formatMeasure(bytes / 1024 / 1024, i18n.language, 1);
  const percent = formatShare(share, i18n.language);
  const label = t('swings.progressLabel', { fileName: state.fileName });
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
        {t(state.phase === 'paused' ? 'swings.pausedAt' : 'swings.progress', {
          fileName: state.fileName,
          sent: mb(state.sent),
          total: mb(state.total),
          percent,
        })}
      </Typography>
      <LinearProgress variant="determinate" value={Math.round(share * 100)} aria-label={label} />
      {state.resumed ? (
        <Typography variant="body2" color="text.secondary">
          {t('swings.resumed')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {state.phase === 'uploading' ? (
          <Button variant="outlined" onClick={onPause}>
            {t('swings.pause')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onResume}>
            {t('swings.resume')}
          </Button>
        )}
        <Button color="inherit" onClick={onCancel}>
          {t('swings.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

/** My swings: upload from a phone, watch them become ready, download, send to the coach, share. */
export default function SwingsPage() {
  const { t, i18n } = useTranslation(['videos', 'common']);
  const [processing, setProcessing] = useState(false);
  const swings = useMySwingsQuery(undefined, { pollingInterval: processing ? 2000 : 0 });
  const refetch = swings.refetch;
  const upload = useSwingUpload(useCallback(() => void refetch(), [refetch]));
  const busy = upload.state.phase === 'uploading' || upload.state.phase === 'paused';
  const [error, setError] = useState<string | null>(null);
  const anyProcessing = Boolean(swings.data?.items.some((s) => s.status === 'processing'));
  if (anyProcessing !== processing) setProcessing(anyProcessing);
  const limits = swings.data?.limits;
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const mb = (bytes: number) => formatMeasure(bytes / 1024 / 1024, i18n.language, 1);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setError(null);
    if (!file) return;
    if (limits && file.size > limits.maxBytes) {
      setError(t('swings.tooLarge', { size: mb(limits.maxBytes) }));
      return;
    }
    await upload.start(file);
  };
  const failure = error ?? (upload.state.phase === 'failed' ? (upload.state.message ?? t('swings.uploadFailed')) : null);
  const title = t('swings.title');
  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">{limits ? t('swings.limits', { size: mb(limits.maxBytes), seconds: limits.maxSeconds }) : null}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component="label" disabled={busy}>
            {busy ? t('swings.uploading') : t('swings.upload')}
            <input hidden type="file" accept="video/mp4,video/quicktime,.mov,.mp4" onChange={(e) => void choose(e)} aria-label={t('swings.upload')} />
          </Button>
          <Button component={RouterLink} to="/videos/compare" variant="outlined">
            {t('compare.title')}
          </Button>
        </Box>
        {upload.state.phase === 'uploading' || upload.state.phase === 'paused' ? (
          <UploadProgress state={upload.state} onPause={upload.pause} onResume={upload.resume} onCancel={upload.cancel} />
        ) : null}
        {upload.state.phase === 'idle' && upload.unfinished[0] ? (
          <Alert severity="info">{t('swings.unfinished', { fileName: upload.unfinished[0].metadata.filename ?? '' })}</Alert>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </Box>
      <QueryState query={swings} loadingLabel={t('loading')} errorMessage={t('swings.failed')} isEmpty={(d) => d.items.length === 0} empty={t('swings.empty')}>
        {(d) => (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { mobile: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
          >
            {d.items.map((s) => (
              <Box
                component="li"
                key={s.id}
                aria-label={s.title}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1, minWidth: 0, bgcolor: 'background.paper' }}
              >
                <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
                  {s.thumbnailUrl ? (
                    <Box component="img" src={s.thumbnailUrl} alt="" sx={{ width: 112, height: 63, objectFit: 'cover', borderRadius: 1, flex: 'none' }} />
                  ) : null}
                  <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{`${date(s.createdAt)} · ${s.fileName}`}</Typography>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip size="small" color={STATUS_COLOR[s.status]} label={t(`swings.status.${s.status}`)} />
                      {s.downloadUrl ? (
                        <Link href={s.downloadUrl} download={s.fileName}>
                          {t('swings.download')}
                        </Link>
                      ) : null}
                    </Box>
                  </Box>
                </Box>
                {s.sentToCoach.map((m) => (
                  <Typography key={m.sentAt} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('swings.sentLine', { coach: m.coachName, date: date(m.sentAt), comment: m.comment })}
                  </Typography>
                ))}
                {s.status === 'ready' ? (
                  <>
                    <SendToCoach swing={s} />
                    <ShareBox type="swing" sourceId={s.id} title={s.title} />
                  </>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
