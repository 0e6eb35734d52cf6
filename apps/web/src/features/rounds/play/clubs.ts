import type { Bag, BagWithClubs } from '@golf/contracts';

export interface ClubChoice {
  id: number | null;
  name: string;
  shortName: string;
}

/** A full set by their usual names, for a player who has not set up a bag yet. */
export const STANDARD_CLUBS: ClubChoice[] = [
  { id: null, name: 'Driver', shortName: 'Dr' },
  { id: null, name: '3 wood', shortName: '3w' },
  { id: null, name: '5 wood', shortName: '5w' },
  { id: null, name: 'Hybrid', shortName: 'Hy' },
  ...[4, 5, 6, 7, 8, 9].map((n) => ({ id: null, name: `${n} iron`, shortName: `${n}i` })),
  { id: null, name: 'Pitching wedge', shortName: 'PW' },
  { id: null, name: 'Gap wedge', shortName: 'GW' },
  { id: null, name: 'Sand wedge', shortName: 'SW' },
  { id: null, name: 'Lob wedge', shortName: 'LW' },
  { id: null, name: 'Putter', shortName: 'Pt' },
];

/** The bag played: the one changed last (spec §4 "current bag"), else the highest id. */
export function currentBag(bags: Bag[]): Bag | null {
  return [...bags].sort((a, b) => b.lastModified.localeCompare(a.lastModified) || b.id - a.id)[0] ?? null;
}

export function clubsOf(bag: BagWithClubs | undefined): ClubChoice[] {
  if (!bag || bag.clubs.length === 0) return STANDARD_CLUBS;
  return bag.clubs.map((c) => ({ id: c.id, name: c.model ? `${c.category.name} (${c.model})` : c.category.name, shortName: c.category.shortName }));
}
