import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from '../lib/i18n/languages';

const DIR = path.resolve(import.meta.dirname);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const read = (locale: string, namespace: string) => JSON.parse(readFileSync(path.join(DIR, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const valueAt = (bundle: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;

describe('locales', () => {
  it('has exactly the namespaces the app loads, in every locale', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(DIR, locale)).filter((file) => file.endsWith('.json')).map((file) => file.replace('.json', ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`has the same keys and placeholders in every locale: ${namespace}`, () => {
      const english = read('en', namespace);
      const englishKeys = keysOf(english).sort();
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const bundle = read(locale, namespace);
        expect(keysOf(bundle).sort(), `${locale}/${namespace}`).toEqual(englishKeys);
        for (const key of englishKeys) {
          expect(placeholders(valueAt(bundle, key)), `${locale}/${namespace}:${key}`).toEqual(placeholders(valueAt(english, key)));
        }
      }
    });
  }
});
