import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { languageChanged } from '@/lib/i18n/language-slice';
import { LANGUAGE_NAMES } from '@/lib/i18n/languages';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** Picks the language of the whole portal; the choice is persisted with the language slice. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const current = useSharedSelector((state) => state.language.current);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={t('language.choose', { language: LANGUAGE_NAMES[current] })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Fetch the menu as soon as the player heads for the button.
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/* The full name from sm up; the two-letter code keeps a 320 px app bar on one line. */}
        <Box component="span" lang={current} sx={{ display: { mobile: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[current]}
        </Box>
        <Box component="span" lang={current} sx={{ display: { mobile: 'inline', sm: 'none' } }}>
          {current.toUpperCase()}
        </Box>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(locale) => {
              dispatch(languageChanged(locale));
              setAnchor(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
