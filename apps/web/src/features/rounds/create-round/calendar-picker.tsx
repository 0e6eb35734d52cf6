import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { canGoBack, canGoForward, isSelectable, monthGrid, pickerStart, stepMonth, stepYear, type PickerView } from './calendar-logic';

const formatMonth = (month: string, language: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string, language: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'full', timeZone: 'UTC' });

/**
 * The played-at date picker (spec §4): starts at the current month, moves by month or year back to
 * a year before today; days after today (and more than a year back) cannot be chosen.
 */
export function CalendarPicker({ today, value, onChange }: { today: string; value: string | null; onChange: (date: string) => void }) {
  const { t, i18n } = useTranslation('rounds');
  const [view, setView] = useState<PickerView>(() => (value ? { month: value.slice(0, 7) } : pickerStart(today)));
  const move = (next: PickerView) => {
    setView(next);
    if (next.selected) onChange(next.selected);
  };
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(i18n.language, { weekday: 'narrow', timeZone: 'UTC' }),
  );
  const back = canGoBack(view, today);
  const forward = canGoForward(view, today);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
        {t('create.date')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <IconButton size="small" onClick={() => move(stepYear(view, -1, today))} disabled={!back} aria-label={t('calendar.previousYear')}>
            <FirstPageIcon />
          </IconButton>
          <IconButton size="small" onClick={() => move(stepMonth(view, -1, today))} disabled={!back} aria-label={t('calendar.previousMonth')}>
            <ChevronLeftIcon />
          </IconButton>
        </Box>
        <Typography id="round-calendar-month" sx={{ fontWeight: 600 }} aria-live="polite">
          {formatMonth(view.month, i18n.language)}
        </Typography>
        <Box>
          <IconButton size="small" onClick={() => move(stepMonth(view, 1, today))} disabled={!forward} aria-label={t('calendar.nextMonth')}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton size="small" onClick={() => move(stepYear(view, 1, today))} disabled={!forward} aria-label={t('calendar.nextYear')}>
            <LastPageIcon />
          </IconButton>
        </Box>
      </Box>
      <Box role="grid" aria-labelledby="round-calendar-month" sx={{ display: 'grid', gap: 0.25 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {weekdays.map((d, i) => (
            <Box key={i} role="columnheader" sx={{ textAlign: 'center', fontSize: '0.75rem', color: 'text.secondary' }}>
              {d}
            </Box>
          ))}
        </Box>
        {monthGrid(view.month).map((week, w) => (
          <Box key={w} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25 }}>
            {week.map((date, d) => {
              if (!date) return <Box key={d} role="gridcell" />;
              const chosen = date === value;
              const enabled = isSelectable(date, today);
              return (
                <Box key={d} role="gridcell" aria-selected={chosen}>
                  <Box
                    component="button"
                    type="button"
                    disabled={!enabled}
                    onClick={() => onChange(date)}
                    aria-label={formatDay(date, i18n.language)}
                    aria-pressed={chosen}
                    sx={{
                      width: '100%',
                      minHeight: 36,
                      border: 0,
                      borderRadius: 2,
                      font: 'inherit',
                      cursor: enabled ? 'pointer' : 'default',
                      bgcolor: chosen ? 'primary.main' : 'transparent',
                      color: chosen ? 'primary.contrastText' : enabled ? 'text.primary' : 'text.disabled',
                      fontWeight: date === today ? 700 : 400,
                      textDecoration: date === today ? 'underline' : 'none',
                    }}
                  >
                    {Number(date.slice(8))}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
