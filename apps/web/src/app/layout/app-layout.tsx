import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { notificationsApi } from '@/features/notifications/api';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { cartApi } from '@/features/shop/cart/cart-api';
import { MiniCartButton } from '@/features/shop/cart/mini-cart-button';
import { signedInShopAt } from '@/features/shop/shop-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LoadingScreen } from '@/components/loading-screen';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { SkipLink } from '@/components/skip-link';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { sessionApi } from '@/lib/session/session-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { personName } from '@golf/contracts';
import { NAV_ID, NavDrawer } from './nav-drawer';
import { useServerTextsInLanguage } from './use-server-texts-in-language';
import { UserMenu } from './user-menu';

/**
 * What the frame shows on every screen, asked for while the app starts (PrefetchData), with the
 * arguments its parts use: the profile (user menu), the unread count (bell), the cart's count.
 */
export const prefetchData: PrefetchData = ({ dispatch, state }) => {
  void dispatch(sessionApi.util.prefetch('getMe', undefined, {}));
  void dispatch(notificationsApi.util.prefetch('unreadCount', undefined, {}));
  const shop = signedInShopAt(location.pathname, state.user);
  if (shop) void dispatch(cartApi.util.prefetch('cartSummary', shop, {}));
};

/** The signed-in frame: skip link, app bar, navigation drawer, and the page in <main>. */
export default function AppLayout() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('tablet'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const user = useSharedSelector((state) => state.user);
  // A coach opened this portal by ticket: every screen says whose portal it is.
  const isCoachViewing = user.isTicketLogin || user.adminCoachId !== null;
  useServerTextsInLanguage();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId="main" label={t('skipToContent')} />
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {permanent ? null : (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.open')}
              aria-controls={drawerOpen ? NAV_ID : undefined}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* On a phone the brand may take two lines of smaller type, breaking between words only and
              never more than two lines, so the bar keeps its height on the narrowest phone. */}
          <Typography
            component="p"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontWeight: 700,
              fontSize: { mobile: '1rem', sm: '1.125rem' },
              lineHeight: 1.15,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {t('productName')}
          </Typography>
          <LanguageSwitcher />
          <NotificationBell />
          <MiniCartButton />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <NavDrawer permanent={permanent} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {isCoachViewing ? (
          <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
            {t('viewingAsPlayer', { name: user.data ? personName(user.data) : '' })}
          </Alert>
        ) : null}
        <Box sx={{ px: { mobile: 2, sm: 3, md: 5 }, py: { mobile: 2, sm: 4 }, maxWidth: { mobile: '100%', xl: 1400 }, mx: 'auto' }}>
          {/* A screen that fails to load says so here, inside the frame: header and menu stay usable. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
