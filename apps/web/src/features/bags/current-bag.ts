import type { Bag } from '@golf/contracts';

/**
 * The bag to show (spec §4): the one the player chose while it exists, else the current bag —
 * the one changed last, else the one with the highest id. Deleting the chosen bag clears the
 * choice, so the current bag is shown again.
 */
export function currentBagId(bags: readonly Bag[], chosenId: number | null): number | null {
  if (chosenId !== null && bags.some((b) => b.id === chosenId)) return chosenId;
  let current: Bag | null = null;
  for (const bag of bags) {
    if (!current) current = bag;
    else {
      const diff = Date.parse(bag.lastModified) - Date.parse(current.lastModified);
      if (diff > 0 || (diff === 0 && bag.id > current.id)) current = bag;
    }
  }
  return current?.id ?? null;
}
