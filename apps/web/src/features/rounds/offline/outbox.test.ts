import { describe, expect, it } from 'vitest';
import type { Scorecard, ScorecardHole } from '@golf/contracts';
import { entryOf, waitingHoles, withWaitingEntries, type OutboxEntry } from './outbox';

const hole = (n: number, par: number): ScorecardHole => ({
  id: n,
  hole: n,
  par,
  handicap: n,
  yards: 400,
  length: 400,
  score: null,
  status: 'pending',
  putts: null,
  details: {
    fairwayHit: null,
    fairwayBunkers: null,
    greensideBunkers: null,
    drivingDistance: null,
    pitches: null,
    chips: null,
    penalties: null,
    missedPutts: null,
    greenInReg: null,
  },
  strokesReceived: 0,
  toPar: null,
});
const card = { holes: [hole(1, 4), hole(2, 3)] } as Scorecard;
const now = new Date('2026-05-01T10:00:00Z');

describe('the holes kept on the phone', () => {
  it('show on the scorecard as entered, the later entry of a hole last', () => {
    const entries: OutboxEntry[] = [
      entryOf({ hole: 1, score: 6, putts: 2 }, now),
      entryOf({ hole: 2, status: 'picked-up', score: null }, now),
      entryOf({ hole: 1, score: 5, details: { drivingDistance: 230 } }, now),
    ];
    const shown = withWaitingEntries(card, entries);
    expect(shown.holes[0]).toMatchObject({ score: 5, putts: 2, status: 'played', toPar: 1, details: { drivingDistance: 230 } });
    expect(shown.holes[1]).toMatchObject({ score: null, status: 'picked-up', toPar: null });
    expect(waitingHoles(entries)).toBe(2);
  });

  it('carry an id of their own (a UUID) and the time they were edited', () => {
    const a = entryOf({ hole: 1, score: 4 }, now);
    const b = entryOf({ hole: 1, score: 4 }, now);
    expect(a.entryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.entryId).not.toBe(b.entryId);
    expect(a.editedAt).toBe('2026-05-01T10:00:00.000Z');
  });
});
