import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { useCreateShareMutation, useRevokeShareMutation } from './api';
import { errorText } from '@/lib/errors/error-text';

type Message = { severity: 'error' | 'success' | 'warning'; text: string };

/**
 * Makes a share link for one video, then offers it: copy it, hand it to the phone's share sheet
 * (Web Share API, where the browser has it), or stop sharing.
 */
export function ShareBox({ type, sourceId, title }: { type: 'swing' | 'lesson-video' | 'library-video'; sourceId: number; title: string }) {
  const { t } = useTranslation('videos');
  const [create, creating] = useCreateShareMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    setMessage(null);
    try {
      const made = await create({ type, sourceId }).unwrap();
      setLink({ id: made.id, url: made.shortenUrl });
    } catch (err) {
      setMessage({ severity: 'error', text: errorText(t, err, { fallback: t('share.failed') }) });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ severity: 'success', text: t('share.copied') });
    } catch {
      setMessage({ severity: 'warning', text: t('share.copyFailed') });
    }
  };
  // A dismissed share sheet rejects with AbortError: nothing to say then.
  const send = (url: string) => void navigator.share({ title, text: t('share.sendText', { title }), url }).catch(() => undefined);
  const stop = async () => {
    if (!link) return;
    await revoke(link.id).unwrap();
    setLink(null);
    setMessage({ severity: 'success', text: t('share.revoked') });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {link ? (
        <>
          <TextField
            label={t('share.link', { title })}
            value={link.url}
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(link.url)}>
              {t('share.copy')}
            </Button>
            {canShare ? (
              <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => send(link.url)}>
                {t('share.send')}
              </Button>
            ) : null}
            <Button variant="outlined" color="error" onClick={() => void stop()} disabled={revoking.isLoading}>
              {t('share.revoke')}
            </Button>
          </Box>
        </>
      ) : (
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()} disabled={creating.isLoading} sx={{ justifySelf: 'start' }}>
          {t('share.make')}
        </Button>
      )}
      <Box role="status" aria-live="polite">
        {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      </Box>
    </Box>
  );
}
