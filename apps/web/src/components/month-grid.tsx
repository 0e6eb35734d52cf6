import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { formatFullDay, monthWeeks } from './month-grid-dates';
import { dateText } from '@/lib/format/intl-formats';

export interface MonthGridProps {
  /** The month shown, YYYY-MM. */
  month: string;
  /** Id of the heading that names the month (the grid's accessible name). */
  labelledBy: string;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Days that cannot be chosen (the arrow keys step over them). */
  isDisabled?: (date: string) => boolean;
  /** A mark's spoken text for a day (a dot is drawn), or undefined for an unmarked day. */
  mark?: (date: string) => string | undefined;
  /** PageUp / PageDown ask for the previous / next month; the screen applies its own bounds. */
  onMonthStep?: (step: 1 | -1) => void;
  canStep?: (step: 1 | -1) => boolean;
  weekday?: 'short' | 'narrow';
  cellHeight?: number;
}

const days = (month: string) =>
  monthWeeks(month)
    .flat()
    .filter((d): d is string => d !== null);

/**
 * One month of days as an ARIA grid (the date-picker pattern): one day is in the tab order, the
 * arrow keys move it by a day or a week, Home/End go to the week's ends, PageUp/PageDown change
 * the month, Enter/Space choose it (the day buttons do that natively).
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, labelledBy, today, selected, onSelect, isDisabled = () => false, mark, onMonthStep, canStep, weekday = 'short', cellHeight = 40 } = props;
  const { i18n } = useTranslation();
  const inMonth = days(month);
  const enabled = inMonth.filter((d) => !isDisabled(d));
  const start = [selected, today].find((d) => d && enabled.includes(d)) ?? enabled[0] ?? inMonth[0];
  const [focused, setFocused] = useState<string | undefined>(start);
  const current = focused && inMonth.includes(focused) && !isDisabled(focused) ? focused : start;
  // Move the browser's focus only after a key press here, never on render or a month change by button.
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${current}"]`)?.focus();
  }, [current, month]);

  const weekdays = Array.from({ length: 7 }, (_, i) => dateText(new Date(Date.UTC(2024, 0, 1 + i)), i18n.language, { weekday, timeZone: 'UTC' }));

  const onKeyDown = (e: KeyboardEvent, date: string) => {
    const index = inMonth.indexOf(date);
    const weekStart = index - ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7);
    // Step in one direction until an enabled day; stay put when there is none in this month.
    const seek = (from: number, step: number) => {
      for (let i = from; i >= 0 && i < inMonth.length; i += step) if (!isDisabled(inMonth[i]!)) return inMonth[i];
      return undefined;
    };
    const targets: Record<string, () => string | undefined> = {
      ArrowLeft: () => seek(index - 1, -1),
      ArrowRight: () => seek(index + 1, 1),
      ArrowUp: () => seek(index - 7, -7),
      ArrowDown: () => seek(index + 7, 7),
      Home: () => seek(Math.max(weekStart, 0), 1),
      End: () => seek(Math.min(weekStart + 6, inMonth.length - 1), -1),
    };
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const step = e.key === 'PageUp' ? -1 : 1;
      if (onMonthStep && (canStep?.(step) ?? true)) {
        moved.current = true;
        setFocused(undefined);
        onMonthStep(step);
      }
      return;
    }
    const target = targets[e.key]?.();
    if (!(e.key in targets)) return;
    e.preventDefault();
    if (target) {
      moved.current = true;
      setFocused(target);
    }
  };

  const row = { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 } as const;
  return (
    <Box ref={grid} role="grid" aria-labelledby={labelledBy} sx={{ display: 'grid', gap: 0.5 }}>
      <Box role="row" sx={row}>
        {weekdays.map((d, i) => (
          <Box key={i} role="columnheader" sx={{ textAlign: 'center', fontSize: '0.8rem', color: 'text.secondary' }}>
            {d}
          </Box>
        ))}
      </Box>
      {monthWeeks(month).map((week, w) => (
        <Box key={w} role="row" sx={row}>
          {week.map((date, d) => {
            if (!date) return <Box key={d} role="gridcell" />;
            const chosen = date === selected;
            const disabled = isDisabled(date);
            const note = mark?.(date);
            return (
              <Box key={d} role="gridcell" aria-selected={chosen} aria-disabled={disabled || undefined}>
                <Box
                  component="button"
                  type="button"
                  data-date={date}
                  disabled={disabled}
                  tabIndex={date === current ? 0 : -1}
                  onClick={() => onSelect(date)}
                  onFocus={() => setFocused(date)}
                  onKeyDown={(e: KeyboardEvent) => onKeyDown(e, date)}
                  aria-label={`${formatFullDay(date, i18n.language)}${note ? `, ${note}` : ''}`}
                  aria-pressed={chosen}
                  aria-current={date === today ? 'date' : undefined}
                  sx={{
                    width: '100%',
                    minHeight: cellHeight,
                    border: 0,
                    borderRadius: 2,
                    cursor: disabled ? 'default' : 'pointer',
                    font: 'inherit',
                    bgcolor: chosen ? 'primary.main' : note ? 'rgba(194, 65, 12, 0.1)' : 'transparent',
                    color: chosen ? 'primary.contrastText' : disabled ? 'text.disabled' : 'text.primary',
                    fontWeight: date === today ? 700 : 400,
                    textDecoration: date === today ? 'underline' : 'none',
                    outlineOffset: 2,
                  }}
                >
                  {Number(date.slice(8))}
                  {note ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ display: 'block', mx: 'auto', width: 6, height: 6, borderRadius: 3, bgcolor: chosen ? 'primary.contrastText' : 'primary.dark' }}
                    />
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
