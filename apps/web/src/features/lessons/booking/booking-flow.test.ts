import { describe, expect, it } from 'vitest';
import type { Opening } from '@golf/contracts';
import { canContinue, startFlow, stepAfter, toggleSlot, type Flow } from './booking-flow';

const slot = (slotNumber: number, coachId = 1) => ({ slotNumber, coachId }) as Opening;

describe('booking flow', () => {
  it('goes through the steps in order and needs a choice where one is required', () => {
    const flow = startFlow('2026-11-21');
    expect(canContinue(flow)).toBe(false);
    expect(stepAfter('type', 1)).toBe('center');
    expect(stepAfter('type', -1)).toBe('type');
    expect(stepAfter('slots', 1)).toBe('review');
  });

  it('selects and unselects slots, in time order', () => {
    let flow: Flow = { ...startFlow('2026-11-21'), step: 'slots' };
    expect(canContinue(flow)).toBe(false);
    flow = toggleSlot(toggleSlot(flow, slot(20)), slot(10));
    expect(flow.selected.map((s) => s.slotNumber)).toEqual([10, 20]);
    expect(canContinue(flow)).toBe(true);
    flow = toggleSlot(flow, slot(10));
    expect(flow.selected.map((s) => s.slotNumber)).toEqual([20]);
  });
});
