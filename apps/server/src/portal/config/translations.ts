import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@golf/contracts';
import { compress, type Encoding } from '../../platform/http/encoding.ts';
import { SERVER_DIR } from '../../server-dir.ts';

/** The web app's strings live in apps/web/src/locales/<locale>/<namespace>.json; one source for both. */
const LOCALES_DIR = path.join(SERVER_DIR, '../web/src/locales');

type Bundle = Record<string, unknown>;
let cache: Map<Locale, Bundle> | undefined;

function load(): Map<Locale, Bundle> {
  const map = new Map<Locale, Bundle>();
  for (const locale of LOCALES) {
    const dir = path.join(LOCALES_DIR, locale);
    const bundle: Bundle = {};
    if (existsSync(dir)) {
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        bundle[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      }
    }
    map.set(locale, bundle);
  }
  return map;
}

/** Every namespace of one locale, read once per process. */
export function translationsFor(locale: Locale): Bundle {
  cache ??= load();
  return cache.get(locale) ?? {};
}

const bodies = new Map<string, Buffer>();

/**
 * The translation call's whole answer (the envelope around every namespace of one locale) as
 * bytes in one encoding, made once per process: about 100 KB of JSON that compresses to about
 * 20 KB, which a phone on a slow network waits for before it can show any text.
 */
export function translationBodyFor(locale: Locale, encoding: Encoding): Buffer {
  const key = `${locale}:${encoding}`;
  let body = bodies.get(key);
  if (!body) {
    const json = Buffer.from(JSON.stringify({ code: 0, message: 'OK', data: translationsFor(locale) }));
    body = compress(json, encoding);
    bodies.set(key, body);
  }
  return body;
}
