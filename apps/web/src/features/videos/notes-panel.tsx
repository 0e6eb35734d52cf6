import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { FormError } from '@/components/form-error';
import { ErrorState } from '@/components/error-state';
import { useAddVideoNoteMutation, useDeleteVideoNoteMutation, useUpdateVideoNoteMutation, useVideoNotesQuery } from './api';
import { errorText } from '@/lib/errors/error-text';

export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** The player's notes on a video: add one at the current moment, jump to one, edit or delete it. */
export function NotesPanel({ videoId, currentTime, onJump }: { videoId: number; currentTime: () => number; onJump: (seconds: number) => void }) {
  const { t } = useTranslation(['videos', 'common']);
  const notes = useVideoNotesQuery(videoId);
  const [add, adding] = useAddVideoNoteMutation();
  const [update] = useUpdateVideoNoteMutation();
  const [remove] = useDeleteVideoNoteMutation();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!text.trim()) {
      setError(t('notes.empty'));
      return;
    }
    try {
      await add({ videoId, time: Math.round(currentTime() * 10) / 10, note: text.trim() }).unwrap();
      setText('');
    } catch (err) {
      setError(errorText(t, err, { fallback: t('notes.failed') }));
    }
  };

  return (
    <Box component="section" aria-labelledby="video-notes" sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Typography id="video-notes" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('notes.title')}
      </Typography>
      <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 1 }} noValidate>
        <TextField
          label={t('notes.add')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {error ? <FormError id="note-error" message={error} /> : null}
        <Button type="submit" variant="contained" disabled={adding.isLoading} sx={{ justifySelf: 'start' }}>
          {t('notes.save')}
        </Button>
      </Box>
      {notes.isError ? <ErrorState message={t('notes.failed')} retryLabel={t('common:actions.retry')} onRetry={() => void notes.refetch()} /> : null}
      {notes.isSuccess && notes.data.length === 0 ? <Typography color="text.secondary">{t('notes.none')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label={t('notes.title')}>
        {notes.data?.map((n) => (
          <Box component="li" key={n.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onJump(n.time)}
              aria-label={t('notes.jump', { time: clock(n.time) })}
              sx={{ minWidth: 0, flex: 'none' }}
            >
              {clock(n.time)}
            </Button>
            {editing?.id === n.id ? (
              <Box
                component="form"
                sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0, flexWrap: 'wrap' }}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (editing.text.trim())
                    void update({ id: n.id, videoId, note: editing.text.trim() })
                      .unwrap()
                      .then(() => setEditing(null));
                }}
              >
                <TextField
                  size="small"
                  label={t('notes.edit')}
                  value={editing.text}
                  onChange={(e) => setEditing({ id: n.id, text: e.target.value })}
                  sx={{ flex: '1 1 8rem', minWidth: 0 }}
                />
                <Button type="submit" size="small">
                  {t('notes.save')}
                </Button>
              </Box>
            ) : (
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', pt: 0.5 }}>{n.note}</Typography>
            )}
            <IconButton size="small" aria-label={t('notes.editNamed', { time: clock(n.time) })} onClick={() => setEditing({ id: n.id, text: n.note })}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('notes.deleteNamed', { time: clock(n.time) })} onClick={() => void remove({ id: n.id, videoId })}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
