import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { monthGrid, monthOf } from '../calendar-logic';
import { formatDay, formatMonth } from '../format';

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
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(i18n.language, { weekday: 'short', timeZone: 'UTC' }),
  );
  return (
    <Box component="section" aria-labelledby="calendar-month">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton onClick={() => onMove(-1)} disabled={month <= monthOf(today)} aria-label={t('calendar.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id="calendar-month" variant="h2" sx={{ fontSize: '1.15rem' }} aria-live="polite">
          {formatMonth(month, i18n.language)}
        </Typography>
        <IconButton onClick={() => onMove(1)} aria-label={t('calendar.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box role="grid" aria-labelledby="calendar-month" sx={{ display: 'grid', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
          {weekdays.map((d) => (
            <Box key={d} role="columnheader" sx={{ textAlign: 'center', fontSize: '0.8rem', color: 'text.secondary' }}>
              {d}
            </Box>
          ))}
        </Box>
        {monthGrid(month).map((week, w) => (
          <Box key={w} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            {week.map((date, d) => {
              if (!date) return <Box key={d} role="gridcell" />;
              const count = counts.get(date) ?? 0;
              const isSelected = date === selected;
              return (
                <Box key={d} role="gridcell" aria-selected={isSelected}>
                  <Box
                    component="button"
                    type="button"
                    onClick={() => onSelect(date)}
                    aria-label={`${formatDay(date, i18n.language)}${count ? `, ${t('calendar.count', { count })}` : ''}`}
                    aria-pressed={isSelected}
                    sx={{
                      width: '100%',
                      minHeight: 40,
                      border: 0,
                      borderRadius: 2,
                      cursor: 'pointer',
                      font: 'inherit',
                      bgcolor: isSelected ? 'primary.main' : count ? 'rgba(194, 65, 12, 0.1)' : 'transparent',
                      color: isSelected ? 'primary.contrastText' : 'text.primary',
                      fontWeight: date === today ? 700 : 400,
                      outlineOffset: 2,
                    }}
                  >
                    {Number(date.slice(8))}
                    {count ? (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'block',
                          mx: 'auto',
                          width: 6,
                          height: 6,
                          borderRadius: 3,
                          bgcolor: isSelected ? 'primary.contrastText' : 'primary.dark',
                        }}
                      />
                    ) : null}
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
