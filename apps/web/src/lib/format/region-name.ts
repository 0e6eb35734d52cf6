import { displayNames } from './intl-formats';

/** A region code (US, JP, …) named in the given language, e.g. "Japon" in French. */
export function regionName(region: string, language: string): string {
  try {
    return displayNames(language, { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
