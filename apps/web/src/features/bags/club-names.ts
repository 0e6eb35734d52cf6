import type { TFunction } from 'i18next';
import type { Club, ClubCategory } from '@golf/contracts';

/** A category in the player's language, the server's English name when the code is new. */
export function categoryName(t: TFunction<'bags'>, category: Pick<ClubCategory, 'code' | 'name'>): string {
  return t(`categories.${category.code}`, { defaultValue: category.name });
}

/** How a club is named in buttons and titles: "7 iron (Mizuno JPX 923)". */
export function clubName(t: TFunction<'bags'>, club: Club): string {
  const kind = categoryName(t, club.category);
  const make = [club.manufacturer?.name, club.model].filter(Boolean).join(' ');
  return make ? `${kind} (${make})` : kind;
}
