import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import rounds from '@/locales/en/rounds.json';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { CalendarPicker } from './calendar-picker';

const day = (date: string) =>
  screen.getByRole('button', { name: new Date(`${date}T12:00:00Z`).toLocaleDateString('en', { dateStyle: 'full', timeZone: 'UTC' }) }) as HTMLButtonElement;

describe('the played-at calendar', () => {
  afterEach(cleanup);

  it('lets the player pick today or a past day, never a day to come', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<CalendarPicker today="2026-03-10" value={null} onChange={onChange} />, { rounds });
    expect(day('2026-03-11').disabled).toBe(true);
    expect(day('2026-03-10').disabled).toBe(false);
    await userEvent.click(day('2026-03-11'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day('2026-03-05'));
    expect(onChange).toHaveBeenCalledWith('2026-03-05');
  });

  it('moves back by month and year, to a year before today and no further, and never past this month', async () => {
    await renderWithI18n(<CalendarPicker today="2026-03-10" value={null} onChange={() => undefined} />, { rounds });
    const next = screen.getByRole('button', { name: rounds.calendar.nextMonth }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: rounds.calendar.previousMonth }));
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: rounds.calendar.previousYear }));
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeTruthy();
    expect((screen.getByRole('button', { name: rounds.calendar.previousMonth }) as HTMLButtonElement).disabled).toBe(true);
    expect(day('2025-03-09').disabled).toBe(true);
    expect(day('2025-03-10').disabled).toBe(false);
  });
});
