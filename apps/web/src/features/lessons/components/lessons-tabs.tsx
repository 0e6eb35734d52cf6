import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const TABS = [
  { to: '/lessons', key: 'tabs.calendar' },
  { to: '/lessons/history', key: 'tabs.history' },
  { to: '/lessons/plan', key: 'tabs.plan' },
] as const;

/** The lessons area's three pages: calendar, history and lesson plan. */
export function LessonsTabs() {
  const { t } = useTranslation('lessons');
  const { pathname } = useLocation();
  const current = [...TABS].reverse().find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to ?? '/lessons';
  return (
    <Tabs value={current} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile>
      {TABS.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={t(tab.key)} component={NavLink} to={tab.to} end />
      ))}
    </Tabs>
  );
}
