import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { MonthGrid } from '@/components/month-grid';
import { formatMonthName } from '@/components/month-grid-dates';
import { monthOf } from '../calendar-logic';

interface Props {
  month: string;
  today: string;
  selected: string;
  /** Appointments per local date. */
  counts: Map<string, number>;
  onSelect: (date: string) => void;
  onMove: (step: 1 | -1) => void;
}

/** A month of days; days with appointments are marked, the chosen one highlighted. */
export function MonthCalendar({ month, today, selected, counts, onSelect, onMove }: Props) {
  const { t, i18n } = useTranslation('lessons');
  return (
    <Box component="section" aria-labelledby="calendar-month">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton onClick={() => onMove(-1)} disabled={month <= monthOf(today)} aria-label={t('calendar.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id="calendar-month" variant="h2" sx={{ fontSize: '1.15rem' }} aria-live="polite">
          {formatMonthName(month, i18n.language)}
        </Typography>
        <IconButton onClick={() => onMove(1)} aria-label={t('calendar.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <MonthGrid
        month={month}
        labelledBy="calendar-month"
        today={today}
        selected={selected}
        onSelect={onSelect}
        mark={(date) => {
          const count = counts.get(date) ?? 0;
          return count ? t('calendar.count', { count }) : undefined;
        }}
        onMonthStep={onMove}
        canStep={(step) => step === 1 || month > monthOf(today)}
      />
    </Box>
  );
}
