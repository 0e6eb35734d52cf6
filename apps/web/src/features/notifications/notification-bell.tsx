import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useUnreadCountQuery } from './api';

/** The app bar's bell: the unread count, refreshed every minute, opening the notifications. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCountQuery(undefined, { pollingInterval: 60_000 });
  const count = unread.data ?? 0;
  return (
    <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={count ? t('bell.unread', { count }) : t('bell.none')}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
