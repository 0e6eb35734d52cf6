import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from '@/lib/i18n/languages';

const DIR = path.resolve(import.meta.dirname);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const read = (locale: string, namespace: string) => JSON.parse(readFileSync(path.join(DIR, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const valueAt = (bundle: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;

// i18next plural keys end in a CLDR category; each language has its own set (ja and zh only
// "other"), so keys are compared by their base, and each locale must carry "one" where its language
// has it and always "other" (i18next falls back to "other" for the rare ones, such as French "many").
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '#plural');
const categoriesOf = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
const formsOf = (keys: string[], base: string) =>
  keys
    .filter((k) => PLURAL.test(k) && baseOf(k) === base)
    .map((k) => PLURAL.exec(k)![1])
    .sort();

describe('locales', () => {
  it('has exactly the namespaces the app loads, in every locale', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(DIR, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace('.json', ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`has the same keys and placeholders in every locale: ${namespace}`, () => {
      const english = read('en', namespace);
      const englishKeys = keysOf(english);
      const englishBases = [...new Set(englishKeys.map(baseOf))].sort();
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const bundle = read(locale, namespace);
        const keys = keysOf(bundle);
        expect([...new Set(keys.map(baseOf))].sort(), `${locale}/${namespace}`).toEqual(englishBases);
        for (const base of englishBases.filter((b) => b.endsWith('#plural'))) {
          const forms = formsOf(keys, base);
          for (const needed of categoriesOf(locale).filter((c) => c === 'one' || c === 'other'))
            expect(forms, `${locale}/${namespace}:${base} needs its "${needed}" form`).toContain(needed);
        }
        for (const key of keys) {
          const englishKey = englishKeys.includes(key) ? key : key.replace(PLURAL, '_other');
          expect(placeholders(valueAt(bundle, key)), `${locale}/${namespace}:${key}`).toEqual(placeholders(valueAt(english, englishKey)));
        }
      }
    });
  }
});
