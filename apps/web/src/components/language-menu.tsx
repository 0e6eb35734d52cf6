import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/lib/i18n/languages';

/** The list of languages; loaded on demand so the menu machinery stays out of the first route. */
export default function LanguageMenu({
  id,
  labelledBy,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => onChoose(locale)}>
          {LANGUAGE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
