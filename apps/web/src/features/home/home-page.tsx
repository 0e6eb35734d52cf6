import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { useGetMeQuery } from '@/lib/session/session-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { HomeCards } from './home-cards';
import { browserTimeZone } from '@/lib/format/browser-time-zone';
import { homeLayoutApi } from './layout-api';
import { ProfileSummary } from './profile-summary';

/** The cards, asked for while the app starts (PrefetchData; the layout's asks for the profile), with the arguments HomeCards uses. */
export const prefetchData: PrefetchData = ({ dispatch, state }) => {
  void dispatch(homeLayoutApi.util.prefetch('homeLayout', { timeZone: browserTimeZone(), language: state.language.current }, {}));
};

/** Home: who is signed in. The profile is fetched fresh; the one from sign-in shows meanwhile. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const isAuthenticated = useSharedSelector((state) => state.user.isAuthenticated);
  const storedProfile = useSharedSelector((state) => state.user.data);
  const me = useGetMeQuery(undefined, { skip: !isAuthenticated });
  const profile = me.data ?? storedProfile;
  const productName = t('common:productName');
  const title = profile ? t('home:greeting', { name: profile.firstName }) : t('home:title');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={title} documentTitle={`${t('home:title')} · ${productName}`} />
      {/* A failed refresh keeps the profile from sign-in on screen, so it is said above it rather than instead of it. */}
      {me.isError && profile ? (
        <ErrorState message={t('home:profile.refreshFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void me.refetch()} />
      ) : null}
      {isAuthenticated ? <HomeCards /> : null}
      <QueryState
        query={{ ...me, data: profile ?? undefined, isLoading: !profile && !me.isError, isError: me.isError && !profile }}
        errorMessage={t('home:profile.loadFailed')}
        loading={
          <Card variant="outlined" role="status" aria-busy="true" sx={{ maxWidth: 760 }} aria-label={t('home:profile.loading')}>
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} variant="text" width={`${80 - row * 8}%`} />
              ))}
            </CardContent>
          </Card>
        }
      >
        {(loaded) => <ProfileSummary profile={loaded} />}
      </QueryState>
    </Box>
  );
}
