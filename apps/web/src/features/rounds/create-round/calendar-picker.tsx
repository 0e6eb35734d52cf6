import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { MonthGrid } from '@/components/month-grid';
import { formatMonthName } from '@/components/month-grid-dates';
import { canGoBack, canGoForward, isSelectable, pickerStart, stepMonth, stepYear, type PickerView } from './calendar-logic';

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
          {formatMonthName(view.month, i18n.language)}
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
      <MonthGrid
        month={view.month}
        labelledBy="round-calendar-month"
        today={today}
        selected={value}
        onSelect={onChange}
        isDisabled={(date) => !isSelectable(date, today)}
        onMonthStep={(step) => move(stepMonth(view, step, today))}
        canStep={(step) => (step === 1 ? forward : back)}
        weekday="narrow"
        cellHeight={36}
      />
    </Box>
  );
}
