/** One formatter per language: making one costs a phone more than naming every region with it. */
const namers = new Map<string, Intl.DisplayNames | null>();

function namerOf(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    try {
      namers.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      namers.set(language, null);
    }
  }
  return namers.get(language)!;
}

/** A region code (US, JP, …) named in the given language, e.g. "Japon" in French. */
export function regionName(region: string, language: string): string {
  try {
    return namerOf(language)?.of(region) ?? region;
  } catch {
    return region;
  }
}
