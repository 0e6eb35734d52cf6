import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Country, Locale } from '@golf/contracts';

// Country names in our four locales come from i18n-iso-countries, regions from country-region-data:
// both well kept, neither typed by hand here.
const require = createRequire(import.meta.url);
for (const lang of ['en', 'fr', 'ja', 'zh']) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
const regionData = require('country-region-data/data.json') as { countryShortCode: string; regions: { name: string; shortCode?: string }[] }[];

/** A stable numeric id for a region (FNV-1a of country and code), as Magento gives region_id. */
export function regionId(country: string, code: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${country}-${code}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 2_000_000_000;
}

interface RegionEntry {
  id: number;
  code: string;
  name: string;
}

const regionsByCountry = new Map<string, RegionEntry[]>(
  regionData.map((c) => [
    c.countryShortCode,
    c.regions.map((r) => {
      const code = r.shortCode || r.name;
      return { id: regionId(c.countryShortCode, code), code, name: r.name };
    }),
  ]),
);

/**
 * The countries Magento's directory lists regions for (its directory_country_region data, which
 * the spec quotes: "AL, AR, AT, AU, BE, BG, BO, BR, BY, CA, CH, CL, CN, CO, CZ, DE, DK"), with
 * Japan's prefectures for this shop's Japanese store. Elsewhere a region is free text.
 */
const DIRECTORY_REGIONS: ReadonlySet<string> = new Set(
  'AL AR AT AU BE BG BO BR BY CA CH CL CN CO CZ DE DK EC EE ES FI FR GR GY HR IN IS IT JP LT LV MX PE PL PT PY RO SE SR UA US UY VE'.split(' '),
);

/** Magento's general/region/state_required (plus Japan's prefectures): an address there must name its region. */
export const REGION_REQUIRED: ReadonlySet<string> = new Set(
  'AL AR AU BG BO BR BY CA CH CL CN CO CZ DK EC EE ES GR GY HR IN IS IT JP LT LV MX PE PL PT PY RO SE SR UA US UY VE'.split(' '),
);

const codes = Object.keys(countries.getAlpha2Codes()).sort();

const listed = new Map<Locale, Country[]>();

/**
 * All countries (about 250) with their regions, names in the given locale: built once per language
 * (the package's data is fixed for the process) and shared by every caller, who must not change it.
 */
export function listCountries(locale: Locale = 'en'): Country[] {
  let list = listed.get(locale);
  if (!list) {
    list = codes.map((code) => toCountry(code, locale));
    listed.set(locale, list);
  }
  return list;
}

export function findCountry(code: string, locale: Locale = 'en'): Country | undefined {
  const upper = code.toUpperCase();
  return countries.isValid(upper) && upper.length === 2 ? toCountry(upper, locale) : undefined;
}

export function findRegion(countryCode: string, regionIdOrCode: number | string): RegionEntry | undefined {
  const list = regionsByCountry.get(countryCode.toUpperCase()) ?? [];
  return list.find((r) => r.id === regionIdOrCode || r.code === regionIdOrCode);
}

function toCountry(code: string, locale: Locale): Country {
  const regions = DIRECTORY_REGIONS.has(code) ? regionsByCountry.get(code) : undefined;
  return {
    id: code,
    two_letter_abbreviation: code,
    three_letter_abbreviation: countries.alpha2ToAlpha3(code) ?? code,
    full_name_locale: countries.getName(code, locale) ?? countries.getName(code, 'en') ?? code,
    full_name_english: countries.getName(code, 'en') ?? code,
    available_regions: regions?.length ? regions : null,
  };
}

/** Every region id, for the uniqueness check in tests. */
export function allRegionIds(): number[] {
  return [...regionsByCountry.values()].flat().map((r) => r.id);
}
