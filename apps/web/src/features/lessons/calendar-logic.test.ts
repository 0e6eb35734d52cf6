import { describe, expect, it } from 'vitest';
import { initialSelectedDate, moveMonth, todayIn } from './calendar-logic';

describe('appointment calendar rules', () => {
  it('selects the first appointment from today on, else the first one, else today', () => {
    const list = [{ date: '2026-11-02' }, { date: '2026-12-01' }, { date: '2026-11-25' }];
    expect(initialSelectedDate(list, '2026-11-21')).toBe('2026-11-25');
    expect(initialSelectedDate(list, '2027-01-01')).toBe('2026-11-02');
    expect(initialSelectedDate([], '2026-11-21')).toBe('2026-11-21');
  });

  it('moves to the first of the next month, and back to today never before the current month', () => {
    expect(moveMonth('2026-11', 1, '2026-11-21')).toEqual({ month: '2026-12', selected: '2026-12-01', isCurrentMonth: false });
    expect(moveMonth('2026-12', -1, '2026-11-21')).toEqual({ month: '2026-11', selected: '2026-11-21', isCurrentMonth: true });
    expect(moveMonth('2026-11', -1, '2026-11-21')).toEqual({ month: '2026-11', selected: '2026-11-21', isCurrentMonth: true });
  });

  it('knows today in a time zone', () => {
    expect(todayIn('Asia/Tokyo', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
});
