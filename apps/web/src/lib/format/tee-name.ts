import type { TFunction } from 'i18next';

/**
 * A tee box's name in the reader's language. Courses name their tees by colour in English
 * ("White"); a known colour is translated, any other name (course data) is shown as it is.
 */
export function teeName(t: TFunction, name: string): string {
  return t(`common:teeColours.${name.trim().toLowerCase()}`, { defaultValue: name });
}
