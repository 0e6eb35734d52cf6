import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/lib/testing/render-with-i18n';
import { addMonths, formatFullDay, monthWeeks } from './month-grid-dates';
import { MonthGrid, type MonthGridProps } from './month-grid';

const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${formatFullDay(date, 'en')}`) }) as HTMLButtonElement;

/** The grid with the month held by its caller, as both screens do. */
function Harness(props: Partial<MonthGridProps> & { onSelect: (date: string) => void }) {
  const [month, setMonth] = useState(props.month ?? '2026-03');
  return (
    <>
      <h2 id="m">{month}</h2>
      <MonthGrid labelledBy="m" today="2026-03-10" selected={null} {...props} month={month} onMonthStep={(step) => setMonth(addMonths(month, step))} />
    </>
  );
}

describe('MonthGrid', () => {
  afterEach(cleanup);

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[weeks.length - 1]![0]).toBe('2026-11-30');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it('puts one day in the tab order and moves it with the arrow keys, Home and End', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<Harness onSelect={onSelect} />);
    expect(screen.getByRole('grid', { name: '2026-03' })).toBeTruthy();
    expect(day('2026-03-10').tabIndex).toBe(0);
    expect(day('2026-03-11').tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement).toBe(day('2026-03-10'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-03-11'));
    expect(day('2026-03-11').tabIndex).toBe(0);
    expect(day('2026-03-10').tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('2026-03-18'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-03-03'));
    // 3 March 2026 is a Tuesday: its week runs from Monday the 2nd to Sunday the 8th.
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(day('2026-03-02'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(day('2026-03-08'));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-08');
    await userEvent.keyboard('{ArrowLeft} ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-07');
  });

  it('changes the month with PageUp and PageDown, within the bounds the screen sets', async () => {
    await renderWithI18n(<Harness onSelect={() => undefined} canStep={(step) => step === 1} />);
    day('2026-03-10').focus();
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: '2026-03' })).toBeTruthy();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: '2026-04' })).toBeTruthy();
    expect(document.activeElement).toBe(day('2026-04-01'));
  });

  it('never lets a disabled day be chosen, and the arrow keys step over it', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<Harness onSelect={onSelect} isDisabled={(date) => date > '2026-03-10' || date === '2026-03-09'} />);
    expect(day('2026-03-11').disabled).toBe(true);
    expect(day('2026-03-11').closest('[role="gridcell"]')?.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(day('2026-03-11'));
    expect(onSelect).not.toHaveBeenCalled();
    day('2026-03-10').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-03-10'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-03-08'));
  });

  it('marks the selected day and reads out a day’s mark', async () => {
    await renderWithI18n(<Harness onSelect={() => undefined} selected="2026-03-05" mark={(date) => (date === '2026-03-05' ? '1 appointment' : undefined)} />);
    expect(day('2026-03-05').getAttribute('aria-label')).toContain(', 1 appointment');
    expect(day('2026-03-05').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    expect(day('2026-03-05').tabIndex).toBe(0);
  });
});
