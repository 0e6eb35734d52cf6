import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// The launch-monitor practice area spans three features; this one row of links joins them.
const SECTIONS = [
  { to: '/practice', key: 'tabs.sessions' },
  { to: '/practice/bag-mapping', key: 'tabs.bagMapping' },
  { to: '/practice/greens', key: 'tabs.greens' },
  { to: '/tracking', key: 'tabs.tracking' },
  { to: '/challenges', key: 'tabs.challenges' },
  { to: '/leaderboard', key: 'tabs.leaderboard' },
] as const;

/** The practice area's sections as links (each is its own address). */
export function PracticeSections() {
  const { t } = useTranslation('simulator');
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => s.to === pathname)?.to ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('tabs.label')}>
      {SECTIONS.map((s) => (
        <Tab key={s.to} value={s.to} label={t(s.key)} component={Link} to={s.to} />
      ))}
    </Tabs>
  );
}
