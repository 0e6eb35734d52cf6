import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FamilyIcon from '@mui/icons-material/FamilyRestroomOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { isFamilyNameFirst, personName } from '@golf/contracts';
import { useGetMeQuery } from '@/lib/session/session-api';
import { signOut } from '@/lib/session/sign-out';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';

/** The signed-in player's menu: who they are, switching family member, addresses and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  // The profile is not persisted: a page opened cold by its URL (not via Home) fetches it here,
  // or the menu would not say who is signed in. One cached request, shared with the pages.
  const isAuthenticated = useSharedSelector((state) => state.user.isAuthenticated);
  useGetMeQuery(undefined, { skip: !isAuthenticated });
  const profile = useSharedSelector((state) => state.user.data);
  // A session that came from the family choice can switch member without signing out.
  const isFamily = useSharedSelector((state) => Boolean(state.user.familyEmail));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = profile ? personName(profile) : '';
  const initials = profile
    ? (isFamilyNameFirst(profile.firstName, profile.lastName)
        ? `${profile.lastName.charAt(0)}${profile.firstName.charAt(0)}`
        : `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`
      ).toUpperCase()
    : '';

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={name ? t('userMenu.openFor', { name }) : t('userMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.dark', border: 2, borderColor: 'common.white', fontSize: '0.95rem' }}>{initials}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {profile ? (
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            {profile.email ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {profile.email}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {profile ? <Divider /> : null}
        {isFamily ? (
          <MenuItem component={RouterLink} to="/family" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <FamilyIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.switchFamily')}
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to="/shop/addresses" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <HomeWorkIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.addresses')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void dispatch(signOut());
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
