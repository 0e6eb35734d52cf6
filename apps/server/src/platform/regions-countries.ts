import type { Region, Site } from './regions.ts';

/**
 * The countries a region's players live in. The shared site's regions are countries themselves;
 * QB is the Quebec site (Canada); the others are one country each.
 */
export function countriesOfRegion(region: string): string[] {
  if (region === 'US' || region === 'GB' || region === 'CA') return ['US', 'GB', 'CA'];
  if (region === 'QB') return ['CA'];
  return [region];
}

/** The region a player of `country` belongs to on a site: on the shared site the country decides. */
export function regionForCountry(siteRegions: readonly string[], country: string): Region | undefined {
  if (siteRegions.includes(country)) return country as Region;
  if (siteRegions.length === 1 && countriesOfRegion(siteRegions[0]!).includes(country)) return siteRegions[0] as Region;
  return undefined;
}

/** The regions each site serves. */
export const SITE_REGIONS: Record<Site, readonly string[]> = {
  GLOBAL: ['US', 'GB', 'CA'],
  CN: ['CN'],
  QB: ['QB'],
  SG: ['SG'],
  HK: ['HK'],
  JP: ['JP'],
  AE: ['AE'],
  ZA: ['ZA'],
};
