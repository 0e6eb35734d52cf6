import { describe, expect, it } from 'vitest';
import { resumeHoleOf, trackingBodyOf, waitingShots, type TrackingEntry } from './tracking-outbox';

const save = (hole: number, shots: number, extra: Partial<TrackingEntry> = {}): TrackingEntry => ({
  hole,
  shots: Array.from({ length: shots }, (_, i) => ({ index: i + 1, ball: { x: 10, y: 10 * i } })),
  entryId: `id-${hole}-${shots}`,
  editedAt: '2026-05-01T10:00:00.000Z',
  ...extra,
});

describe('play tracking waiting on the phone', () => {
  it('counts the shots of each hole’s last save, a hole saved twice once', () => {
    expect(waitingShots([])).toBe(0);
    expect(waitingShots([save(1, 3), save(2, 2), save(1, 4)])).toBe(6);
  });

  it('resumes where the last waiting save said, else where the server says', () => {
    expect(resumeHoleOf([], 7)).toBe(7);
    expect(resumeHoleOf([save(1, 3, { currentHole: 2 }), save(2, 4, { currentHole: 3 })], 1)).toBe(3);
    expect(resumeHoleOf([save(4, 3)], 1)).toBe(4);
  });

  it('sends a save as the hole’s request, with its entry id and edit time', () => {
    expect(trackingBodyOf(9, save(2, 1, { comment: 'Short.' }))).toEqual({
      roundId: 9,
      holeNumber: 2,
      shots: [{ index: 1, ball: { x: 10, y: 0 } }],
      comment: 'Short.',
      entryId: 'id-2-1',
      editedAt: '2026-05-01T10:00:00.000Z',
    });
  });
});
