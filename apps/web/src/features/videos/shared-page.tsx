import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useSharedVideoQuery } from './api';
import { VideoPlayer } from './video-player';

/** A shared video, opened from a short link without signing in: that one video and its title. */
export default function SharedVideoPage() {
  const { t, i18n } = useTranslation(['videos', 'common']);
  const id = useParams().id ?? '';
  const shared = useSharedVideoQuery(id);
  const title = shared.data?.title ?? t('shared.title');
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { mobile: 2, tablet: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <QueryState
        query={shared}
        loading={<Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} role="status" aria-label={t('loading')} />}
        errorMessage={t('shared.gone')}
      >
        {(d) => (
          <>
            <Typography color="text.secondary">{t('shared.by', { name: d.sharedBy })}</Typography>
            <VideoPlayer sources={d.sources} label={d.title} captionLanguage={i18n.language.slice(0, 2)} />
            {d.description ? <Typography sx={{ overflowWrap: 'anywhere' }}>{d.description}</Typography> : null}
          </>
        )}
      </QueryState>
    </Box>
  );
}
