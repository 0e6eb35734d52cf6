import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLessonSwingsQuery } from '../api';
import { formatDateTime } from '../format';
import { errorText } from '@/lib/errors/error-text';

/**
 * The swings the player sent their coach about this lesson (the exchange the lesson keeps): each
 * with its poster, a link to play it, the comment and when it was sent. Asked afresh on every
 * visit, because the swing is sent from another screen.
 */
export function LessonSwings({ lessonId, timeZone }: { lessonId: number; timeZone: string }) {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const swings = useLessonSwingsQuery(lessonId, { refetchOnMountOrArgChange: true });
  const items = swings.data?.items ?? [];
  return (
    <Box component="section" aria-labelledby="lesson-swings-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="lesson-swings-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('swings.title')}
      </Typography>
      {swings.isLoading ? <Skeleton variant="rounded" height={96} role="status" aria-label={t('loading')} /> : null}
      {swings.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void swings.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {errorText(t, swings.error, { codes: 'lessons:errors' })}
        </Alert>
      ) : null}
      {swings.isSuccess && items.length === 0 ? (
        <Typography>
          {t('swings.none')}{' '}
          <Link component={RouterLink} to="/videos/swings">
            {t('swings.mySwings')}
          </Link>
        </Typography>
      ) : null}
      {items.length ? (
        <Box component="ul" aria-labelledby="lesson-swings-title" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {items.map((s) => (
            <Box
              component="li"
              key={`${s.swingId}-${s.sentAt}`}
              aria-label={s.title}
              sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              {s.thumbnailUrl ? (
                <Box
                  component="img"
                  src={s.thumbnailUrl}
                  alt=""
                  sx={{ width: 96, height: 128, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }}
                />
              ) : null}
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flex: '1 1 12rem' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.title}</Typography>
                <Typography color="text.secondary">
                  {t('swings.sent', { coach: s.coachName, when: formatDateTime(s.sentAt, timeZone, i18n.language) })}
                </Typography>
                <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  {t('swings.comment', { comment: s.comment })}
                </Typography>
                {s.playUrl ? (
                  <Link href={s.playUrl} target="_blank" rel="noopener" aria-label={t('swings.playNamed', { name: s.title })} sx={{ justifySelf: 'start' }}>
                    {t('swings.play')}
                  </Link>
                ) : (
                  <Typography color="text.secondary">{t('swings.processing')}</Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
