import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, earliestDate, isSelectable, pickerStart, stepMonth, stepYear } from './calendar-logic';

const today = '2026-11-21';

describe('the create-round calendar picker', () => {
  it('starts at the current month and never goes past it', () => {
    const start = pickerStart(today);
    expect(start).toEqual({ month: '2026-11' });
    expect(canGoForward(start, today)).toBe(false);
    expect(stepMonth(start, 1, today)).toEqual({ month: '2026-11' });
  });

  it('logs yesterday and any earlier day of the month, and no day after today', () => {
    expect(isSelectable('2026-11-20', today)).toBe(true);
    expect(isSelectable('2026-11-01', today)).toBe(true);
    expect(isSelectable(today, today)).toBe(true);
    expect(isSelectable('2026-11-22', today)).toBe(false);
    expect(isSelectable('2027-01-01', today)).toBe(false);
  });

  it('moves back by month and by year, up to a year before today', () => {
    expect(earliestDate(today)).toBe('2025-11-21');
    expect(stepMonth({ month: '2026-11' }, -1, today)).toEqual({ month: '2026-10' });
    expect(stepMonth({ month: '2026-01' }, -1, today)).toEqual({ month: '2025-12' });
    expect(stepYear({ month: '2026-11' }, -1, today)).toEqual({ month: '2025-11' });
    expect(stepYear({ month: '2026-03' }, -1, today)).toEqual({ month: '2025-11' });
    expect(canGoBack({ month: '2025-11' }, today)).toBe(false);
    expect(isSelectable('2025-11-21', today)).toBe(true);
    expect(isSelectable('2025-11-20', today)).toBe(false);
  });
});
