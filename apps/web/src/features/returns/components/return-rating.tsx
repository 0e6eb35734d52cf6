import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRateReturnMutation, type ReturnRequest } from '../api';

/** Rating a resolved return, once: 1 to 5 stars with a comment. */
export function ReturnRating({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation('returns');
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [rate, rating] = useRateReturnMutation();
  if (request.rating) {
    return (
      <Box>
        <Rating value={request.rating} readOnly aria-label={t('rating.given', { count: request.rating })} />
        {request.rating_comment ? <Typography sx={{ overflowWrap: 'anywhere' }}>{request.rating_comment}</Typography> : null}
      </Box>
    );
  }
  const submit = async () => {
    if (!stars) return setMessage({ error: true, text: t('rating.choose') });
    try {
      const out = await rate({ id: request.request_id, hash: request.url_hash, rating: stars, comment }).unwrap();
      setMessage({ error: out.error, text: out.error ? out.message : t('rating.thanks') });
    } catch {
      setMessage({ error: true, text: t('rating.failed') });
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="rate-label">{t('rating.prompt')}</Typography>
      <Rating name="rating" value={stars} onChange={(_, v) => setStars(v)} aria-labelledby="rate-label" />
      <TextField label={t('rating.comment')} value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} />
      <Button type="submit" variant="contained" disabled={rating.isLoading} sx={{ justifySelf: 'start' }}>
        {t('rating.submit')}
      </Button>
      {message ? (
        <Alert severity={message.error ? 'error' : 'success'} role="status">
          {message.text}
        </Alert>
      ) : null}
    </Box>
  );
}
