import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSharedSelector } from '@/lib/store/hooks';
import { useLazyReturnMessagesQuery, useSendMessageMutation, type ReturnMessage } from '../api';
import { formatDateTime } from '../format';
import { uploadReturnFile } from '../upload';
import { errorText } from '@/lib/errors/error-text';

const POLL_MS = 10_000;

/** The return's chat with the store: polled for newer messages with last_message_id, files through signed links. */
export function ReturnChat({ id, hash, maxKb }: { id: number; hash: string; maxKb: number }) {
  const { t, i18n } = useTranslation('returns');
  const user = useSharedSelector((s) => s.user);
  const [messages, setMessages] = useState<ReturnMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fetchMessages] = useLazyReturnMessagesQuery();
  const [send, sending] = useSendMessageMutation();
  const last = useRef<number | undefined>(undefined);

  const poll = useCallback(async () => {
    try {
      const newer = await fetchMessages({ hash, after: last.current }).unwrap();
      setFailed(false);
      setLoaded(true);
      if (newer.length) {
        last.current = newer.at(-1)!.message_id;
        setMessages((all) => [...all, ...newer.filter((m) => !all.some((x) => x.message_id === m.message_id))]);
      }
    } catch {
      setFailed(true);
    }
  }, [fetchMessages, hash]);

  useEffect(() => {
    const first = window.setTimeout(() => void poll(), 0);
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [poll]);

  const submit = async () => {
    setError(null);
    if (!text.trim() && !files.length) return setError(t('chat.empty'));
    if (files.some((f) => f.size > maxKb * 1024)) return setError(t('create.tooLarge', { kb: maxKb }));
    try {
      const uploaded = await Promise.all(files.map((f) => uploadReturnFile(user, f)));
      await send({ id, hash, message: text.trim(), files: uploaded }).unwrap();
      setText('');
      setFiles([]);
      await poll();
    } catch (e) {
      setError(errorText(t, e, { fallback: t('chat.failed') }));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {failed ? <Alert severity="warning">{t('chat.loadFailed')}</Alert> : null}
      {!loaded && !failed ? <Typography role="status">{t('loading')}</Typography> : null}
      <Box
        component="ol"
        tabIndex={0}
        aria-label={t('chat.label')}
        aria-live="polite"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 420, overflowY: 'auto' }}
      >
        {messages.map((m) => (
          <Box
            component="li"
            key={m.message_id}
            sx={{
              justifySelf: m.is_system ? 'center' : m.is_manager ? 'start' : 'end',
              maxWidth: { mobile: '100%', sm: '80%' },
              p: 1.25,
              borderRadius: 2,
              bgcolor: m.is_system ? 'action.hover' : m.is_manager ? 'grey.100' : 'rgba(194, 65, 12, 0.08)',
              minWidth: 0,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {m.is_system ? t('chat.system') : m.is_manager ? t('chat.store', { name: m.username }) : t('chat.you')} ·{' '}
              {formatDateTime(m.created, i18n.language)}
            </Typography>
            {m.message ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Typography> : null}
            {m.files.map((f) => (
              <Link
                key={f.filename + (f.filepath ?? '')}
                href={f.filepath ?? undefined}
                target="_blank"
                rel="noopener"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {f.filename}
              </Link>
            ))}
          </Box>
        ))}
      </Box>
      <TextField label={t('chat.message')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined">
          {t('chat.attach')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            multiple
            aria-label={t('chat.attach')}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </Button>
        {files.length ? <Typography>{t('create.files', { count: files.length })}</Typography> : null}
        <Button variant="contained" onClick={() => void submit()} disabled={sending.isLoading}>
          {t('chat.send')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
