import { CLUB_TYPES, type ClubTypeCode } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { clubsOfBag, currentBagOf } from '../bags/index.ts';

const KNOWN = new Set<string>(CLUB_TYPES.map((c) => c.code));
/** Other spellings of the same club that bag categories and monitors use. */
const ALIASES: Record<string, ClubTypeCode> = { dr: 'driver', '1w': 'driver', aw: 'gw', uw: 'gw', pt: 'putter', pu: 'putter' };

/** The launch-monitor club code of a bag club category, or null for one a monitor cannot tell (e.g. a chipper). */
export function clubTypeOfCategory(code: string): ClubTypeCode | null {
  const key = code.trim().toLowerCase();
  if (KNOWN.has(key)) return key as ClubTypeCode;
  return ALIASES[key] ?? null;
}

/**
 * The player's current bag (newest change, spec 000 §4) and its clubs as launch-monitor club
 * codes, through the bags area's public interface. Undefined when the player has no bag.
 */
export async function bagClubsOf(db: Db, playerId: number) {
  const bag = await currentBagOf(db, playerId);
  if (!bag) return undefined;
  const rows = await clubsOfBag(db, playerId, bag.id);
  const mapped = rows.flatMap((club) => {
    const clubType = clubTypeOfCategory(club.category.code);
    return clubType ? [{ clubType, clubId: club.id as number | null, model: club.model, loft: club.loft }] : [];
  });
  return { id: bag.id, bagName: bag.bagName, clubs: mapped };
}
