import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGES } from './challenge-catalogue.ts';

// The web translates challenge and station names by id and place (they are product content); a
// station added here without its translations would show a raw key.
const localeDir = path.resolve(import.meta.dirname, '../../../../web/src/locales');
const catalogueOf = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(localeDir, locale, 'challenges.json'), 'utf8')) as {
      catalogue: Record<string, { name: string; stations: Record<string, string> }>;
    }
  ).catalogue;

describe('the challenge catalogue and its translations', () => {
  it('names every station in English as the catalogue does', () => {
    const en = catalogueOf('en');
    for (const c of CHALLENGES) c.stations.forEach((s, i) => expect(en[c.id]?.stations[i + 1], `${c.name} station ${i + 1}`).toBe(s.name));
  });

  it('gives every challenge and station a name in French, Japanese and Chinese', () => {
    for (const locale of ['fr', 'ja', 'zh']) {
      const catalogue = catalogueOf(locale);
      for (const c of CHALLENGES) {
        expect(catalogue[c.id]?.name, `${locale} ${c.name}`).toBeTruthy();
        expect(Object.keys(catalogue[c.id]?.stations ?? {}), `${locale} ${c.name}`).toHaveLength(c.stations.length);
      }
    }
  });
});
