import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, isSelectable, latestDate, monthGrid, pickerStart, stepMonth, stepYear } from './calendar-logic';

const today = '2026-11-21';

describe('the create-round calendar picker', () => {
  it('starts at the current month and never goes before it', () => {
    const start = pickerStart(today);
    expect(start).toEqual({ month: '2026-11' });
    expect(canGoBack(start, today)).toBe(false);
    expect(stepMonth(start, -1, today)).toEqual({ month: '2026-11', selected: today });
  });

  it('moves by month and by year', () => {
    expect(stepMonth({ month: '2026-11' }, 1, today)).toEqual({ month: '2026-12' });
    expect(stepMonth({ month: '2026-12' }, 1, today)).toEqual({ month: '2027-01' });
    expect(stepYear({ month: '2026-11' }, 1, today)).toEqual({ month: '2027-11' });
    expect(stepMonth({ month: '2027-01' }, -1, today)).toEqual({ month: '2026-12' });
  });

  it('snaps to today when a move lands on an earlier month of the current year', () => {
    expect(stepYear({ month: '2027-03' }, -1, today)).toEqual({ month: '2026-11', selected: today });
    expect(stepYear({ month: '2027-11' }, -1, today)).toEqual({ month: '2026-11' });
  });

  it('reaches a year ahead and no further', () => {
    expect(latestDate(today)).toBe('2027-11-21');
    expect(stepYear({ month: '2027-05' }, 1, today)).toEqual({ month: '2027-11' });
    expect(canGoForward({ month: '2027-11' }, today)).toBe(false);
    expect(isSelectable('2026-11-20', today)).toBe(false);
    expect(isSelectable(today, today)).toBe(true);
    expect(isSelectable('2027-11-22', today)).toBe(false);
  });

  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[weeks.length - 1]![0]).toBe('2026-11-30');
  });
});
