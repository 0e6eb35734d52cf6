import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useCreateShareMutation, useRevokeShareMutation } from './api';
import { errorText } from '@/lib/errors/error-text';

/** Makes a share link for one video, shows it to copy, and revokes it. */
export function ShareBox({ type, sourceId, title }: { type: 'swing' | 'lesson-video' | 'library-video'; sourceId: number; title: string }) {
  const { t } = useTranslation('videos');
  const [create, creating] = useCreateShareMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const share = async () => {
    setMessage(null);
    try {
      const made = await create({ type, sourceId }).unwrap();
      setLink({ id: made.id, url: made.shortenUrl });
      await navigator.clipboard?.writeText(made.shortenUrl).catch(() => undefined);
    } catch (err) {
      setMessage({ severity: 'error', text: errorText(t, err, { fallback: t('share.failed') }) });
    }
  };
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
          <Button variant="outlined" color="error" onClick={() => void stop()} disabled={revoking.isLoading} sx={{ justifySelf: 'start' }}>
            {t('share.revoke')}
          </Button>
        </>
      ) : (
        <Button variant="outlined" onClick={() => void share()} disabled={creating.isLoading} sx={{ justifySelf: 'start' }}>
          {t('share.make')}
        </Button>
      )}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
    </Box>
  );
}
