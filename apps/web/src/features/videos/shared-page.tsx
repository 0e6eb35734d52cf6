import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { PublicPageFrame } from '@/components/public-page-frame';
import { QueryState } from '@/components/query-state';
import { useSharedSelector } from '@/lib/store/hooks';
import { useSharedVideoQuery } from './api';
import { VideoPlayer } from './video-player';

/**
 * A shared video, opened from a short link without signing in: the product's frame, that one video
 * and its title, and an invitation to join (or, for a signed-in player, the way to their portal).
 */
export default function SharedVideoPage() {
  const { t, i18n } = useTranslation(['videos', 'common']);
  const id = useParams().id ?? '';
  const shared = useSharedVideoQuery(id);
  const isSignedIn = useSharedSelector((state) => state.user.isAuthenticated);
  const productName = t('common:productName');
  const title = shared.data?.title ?? t('shared.title');
  return (
    <PublicPageFrame productName={productName} width={960}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <PageHeading title={title} documentTitle={`${title} · ${productName}`} />
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
        <Panel>
          <Box component="section" aria-labelledby="shared-invite" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="shared-invite" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('shared.inviteTitle')}
            </Typography>
            <Typography>{t('shared.inviteText', { product: productName })}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {isSignedIn ? (
                <Button component={RouterLink} to="/" variant="contained">
                  {t('shared.openPortal')}
                </Button>
              ) : (
                <>
                  <Button component={RouterLink} to="/register" variant="contained">
                    {t('shared.join')}
                  </Button>
                  <Button component={RouterLink} to="/sign-in" variant="outlined">
                    {t('shared.signIn')}
                  </Button>
                </>
              )}
            </Box>
          </Box>
        </Panel>
      </Box>
    </PublicPageFrame>
  );
}
