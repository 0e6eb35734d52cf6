import type { TFunction } from 'i18next';
import type { PurchaseEntry } from '@golf/contracts';
import { listFormat } from '@/lib/format/intl-formats';

type Item = PurchaseEntry['items'][number];

/**
 * An item's name in the reader's language. A renewal package's name is the center's own (often in
 * the center's language), so it is worded from what it held: "Lesson pack: 5 lessons".
 */
export function itemName(item: Item, t: TFunction, language: string): string {
  if (!item.renewal) return item.name;
  const { kind, lessonCredits, practiceCredits } = item.renewal;
  const credits = [
    ...(lessonCredits > 0 ? [t('orders:purchases.renewal.lessons', { count: lessonCredits })] : []),
    ...(practiceCredits > 0 ? [t('orders:purchases.renewal.practice', { count: practiceCredits })] : []),
  ];
  const label = t(`orders:purchases.renewal.kind.${kind}`);
  return credits.length ? t('orders:purchases.renewal.line', { kind: label, credits: listFormat(language, { type: 'conjunction' }).format(credits) }) : label;
}

/** What was bought, in one line: "Tour Golf Balls × 3, Alignment Sticks". */
export const descriptionOf = (p: PurchaseEntry, t: TFunction, language: string) =>
  p.items.map((i) => (i.quantity === 1 ? itemName(i, t, language) : `${itemName(i, t, language)} × ${i.quantity}`)).join(', ');
