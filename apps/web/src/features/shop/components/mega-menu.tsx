import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useMegaMenuQuery } from '../catalogue/api';
import type { MenuCategory } from '../catalogue/types';
import { categoryPath, useShopPlace } from '../shop-context';

/** The menu's height while it loads and once it is in, so that the page below it does not move. */
const MENU_HEIGHT = 40;

/** Desktop: one top category as a menu-bar button; its children open in a menu. */
function TopCategory({ category }: { category: MenuCategory }) {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const children = category.children ?? [];
  if (!children.length) {
    return (
      <Button component={Link} to={categoryPath(base, category)} color="inherit" sx={{ textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {category.name}
      </Button>
    );
  }
  const menuId = `mega-menu-${category.id}`;
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {category.name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': category.name } }}>
        <MenuItem component={Link} to={categoryPath(base, category)} onClick={() => setAnchor(null)} sx={{ fontWeight: 600 }}>
          {t('menu.all', { name: category.name })}
        </MenuItem>
        {children.map((child) => (
          <MenuItem key={child.id} component={Link} to={categoryPath(base, child)} onClick={() => setAnchor(null)}>
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Phones: the same tree in a drawer, each top category an accordion. */
function MenuDrawer({ categories, special }: { categories: MenuCategory[]; special: MenuCategory[] }) {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={<MenuIcon />} onClick={() => setOpen(true)} aria-expanded={open ? 'true' : 'false'} sx={{ minHeight: MENU_HEIGHT }}>
        {t('menu.categories')}
      </Button>
      <Drawer open={open} onClose={close} slotProps={{ paper: { 'aria-label': t('menu.label'), sx: { width: 'min(320px, 88vw)' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {t('menu.categories')}
          </Typography>
          <IconButton onClick={close} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('menu.label')}>
          <List>
            {categories.map((c) =>
              c.children?.length ? (
                <Box key={c.id}>
                  <ListItemButton onClick={() => setExpanded(expanded === c.id ? null : c.id)} aria-expanded={expanded === c.id ? 'true' : 'false'}>
                    <ListItemText primary={c.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                    {expanded === c.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </ListItemButton>
                  <Collapse in={expanded === c.id} unmountOnExit>
                    <List disablePadding>
                      <ListItemButton component={Link} to={categoryPath(base, c)} onClick={close} sx={{ pl: 4 }}>
                        <ListItemText primary={t('menu.all', { name: c.name })} />
                      </ListItemButton>
                      {c.children.map((child) => (
                        <ListItemButton key={child.id} component={Link} to={categoryPath(base, child)} onClick={close} sx={{ pl: 4 }}>
                          <ListItemText primary={child.name} />
                        </ListItemButton>
                      ))}
                    </List>
                  </Collapse>
                </Box>
              ) : (
                <ListItemButton key={c.id} component={Link} to={categoryPath(base, c)} onClick={close}>
                  <ListItemText primary={c.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              ),
            )}
          </List>
          {special.length ? (
            <List subheader={<ListSubheader component="div">{t('menu.special')}</ListSubheader>}>
              {special.map((c) => (
                <ListItemButton key={c.id} component={Link} to={categoryPath(base, c)} onClick={close}>
                  <ListItemText primary={c.name} />
                </ListItemButton>
              ))}
            </List>
          ) : null}
        </Box>
      </Drawer>
    </>
  );
}

/**
 * The shop's mega-menu (spec 001 §2): the root category's children two levels deep, by position,
 * and the special categories (code mega-menu-category). A menu bar on wide screens, a drawer on phones.
 */
export function MegaMenu() {
  const { t } = useTranslation('shop');
  const { shop, base } = useShopPlace();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const menu = useMegaMenuQuery(shop);
  if (menu.isLoading) return <Skeleton variant="rounded" height={MENU_HEIGHT} sx={{ flex: 1 }} />;
  if (!menu.data) return null;
  const { categories, special } = menu.data;
  if (!wide) return <MenuDrawer categories={categories} special={special} />;
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minHeight: MENU_HEIGHT }}>
      {categories.map((c) => (
        <TopCategory key={c.id} category={c} />
      ))}
      {special.map((c) => (
        <Button key={c.id} component={Link} to={categoryPath(base, c)} color="primary" sx={{ textTransform: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}>
          {c.name}
        </Button>
      ))}
    </Box>
  );
}
