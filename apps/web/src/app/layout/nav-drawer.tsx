import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import HomeIcon from '@mui/icons-material/Home';
import EventIcon from '@mui/icons-material/EventOutlined';
import SportsGolfIcon from '@mui/icons-material/SportsGolf';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import LeaderboardIcon from '@mui/icons-material/LeaderboardOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import VideoLibraryIcon from '@mui/icons-material/VideoLibraryOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import CompareIcon from '@mui/icons-material/CompareOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BackpackIcon from '@mui/icons-material/BackpackOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOtherOutlined';
import { SiteNote } from '@/components/site-note';

export const DRAWER_WIDTH = 248;
export const NAV_ID = 'main-navigation';

/** Only screens that exist are linked; features add their entries here as they arrive. */
const LINKS = [
  { to: '/', labelKey: 'nav.home', icon: <HomeIcon /> },
  { to: '/lessons', labelKey: 'lessons:nav', icon: <EventIcon /> },
  { to: '/rounds', labelKey: 'rounds:nav', icon: <GolfCourseIcon /> },
  { to: '/rounds/stats', labelKey: 'rounds:actions.stats', icon: <BarChartIcon /> },
  { to: '/courses', labelKey: 'courses:title', icon: <MapIcon /> },
  { to: '/bags', labelKey: 'bags:nav', icon: <SportsGolfIcon /> },
  { to: '/practice', labelKey: 'simulator:nav', icon: <InsightsIcon /> },
  { to: '/fitting', labelKey: 'fitting:nav', icon: <TuneIcon /> },
  { to: '/videos', labelKey: 'videos:library.title', icon: <VideoLibraryIcon /> },
  { to: '/videos/swings', labelKey: 'videos:swings.title', icon: <VideocamIcon /> },
  { to: '/videos/compare', labelKey: 'videos:compare.title', icon: <CompareIcon /> },
  { to: '/challenges', labelKey: 'challenges:nav', icon: <EmojiEventsIcon /> },
  { to: '/leaderboard', labelKey: 'challenges:leaderboard.nav', icon: <LeaderboardIcon /> },
  { to: '/shop', labelKey: 'shop:nav', icon: <StorefrontIcon /> },
  { to: '/shop/orders', labelKey: 'orders:nav', icon: <ReceiptIcon /> },
  { to: '/shop/subscriptions', labelKey: 'subscriptions:nav', icon: <AutorenewIcon /> },
  { to: '/shop/gift-cards', labelKey: 'giftCards:nav', icon: <CardGiftcardIcon /> },
  { to: '/launch-monitor/memberships', labelKey: 'memberships:nav', icon: <DevicesIcon /> },
  { to: '/shop/returns', labelKey: 'returns:nav', icon: <AssignmentReturnIcon /> },
  { to: '/purchases', labelKey: 'orders:purchases.title', icon: <ShoppingBagIcon /> },
  { to: '/referral', labelKey: 'referral:mine.nav', icon: <PersonAddIcon /> },
  { to: '/plus', labelKey: 'plus:nav.plus', icon: <WorkspacePremiumIcon /> },
  { to: '/renewal', labelKey: 'plus:nav.renewal', icon: <EventRepeatIcon /> },
  { to: '/gear', labelKey: 'plus:nav.gear', icon: <BackpackIcon /> },
  { to: '/wallet', labelKey: 'plus:nav.wallet', icon: <WalletIcon /> },
  { to: '/notifications', labelKey: 'notifications:nav', icon: <NotificationsIcon /> },
  { to: '/account', labelKey: 'account:nav', icon: <PersonIcon /> },
] as const;

/**
 * The main navigation: a permanent drawer from the tablet breakpoint up, a temporary one (opened
 * from the app bar) below it.
 */
export function NavDrawer({ permanent, open, onClose }: { permanent: boolean; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {permanent ? <Toolbar /> : null}
      <Box component="nav" id={NAV_ID} aria-label={t('nav.label')} sx={{ flex: 1, pt: 1 }}>
        <List>
          {LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end
                onClick={permanent ? undefined : onClose}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  '&.active': { bgcolor: 'rgba(194, 65, 12, 0.1)', color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.dark' } },
                }}
              >
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2 }}>
        <SiteNote />
      </Box>
    </Box>
  );

  return permanent ? (
    <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
      {content}
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The temporary drawer is a modal dialog; it is named like the navigation it holds.
      slotProps={{ paper: { 'aria-label': t('nav.label') } }}
      // Above the app bar (which sits over the permanent drawer): otherwise it covers the first entry, Home.
      sx={{ zIndex: (th) => th.zIndex.modal, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {content}
    </Drawer>
  );
}
