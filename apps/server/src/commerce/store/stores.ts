/**
 * The commerce stores: the main shop in the US, Canada and Japan, and the launch-monitor shop
 * (STSVEN for the US, STSVCA for Canada). Store configuration is deployment data, kept in code.
 */
export interface Store {
  id: number;
  code: string;
  name: string;
  websiteCode: 'main' | 'launch_monitor';
  websiteId: number;
  locale: string;
  currency: string;
  /** The country the store sells in: whether its prices are shown with tax comes from this country's tax rates. */
  countryCode: 'US' | 'CA' | 'JP';
  timezone: string;
  weightUnit: 'lbs' | 'kgs';
  rootCategoryId: number;
  isDefault: boolean;
}

export const STORES: readonly Store[] = [
  {
    id: 1,
    code: 'US',
    countryCode: 'US',
    name: 'Golf Shop United States',
    websiteCode: 'main',
    websiteId: 1,
    locale: 'en_US',
    currency: 'USD',
    timezone: 'America/Los_Angeles',
    weightUnit: 'lbs',
    rootCategoryId: 2,
    isDefault: true,
  },
  {
    id: 2,
    code: 'CA',
    countryCode: 'CA',
    name: 'Golf Shop Canada',
    websiteCode: 'main',
    websiteId: 1,
    locale: 'en_CA',
    currency: 'CAD',
    timezone: 'America/Toronto',
    weightUnit: 'lbs',
    rootCategoryId: 2,
    isDefault: false,
  },
  {
    id: 3,
    code: 'JP',
    countryCode: 'JP',
    name: 'ゴルフショップ',
    websiteCode: 'main',
    websiteId: 1,
    locale: 'ja_JP',
    currency: 'JPY',
    timezone: 'Asia/Tokyo',
    weightUnit: 'kgs',
    rootCategoryId: 2,
    isDefault: false,
  },
  {
    id: 4,
    code: 'STSVEN',
    countryCode: 'US',
    name: 'Launch Monitor Shop United States',
    websiteCode: 'launch_monitor',
    websiteId: 2,
    locale: 'en_US',
    currency: 'USD',
    timezone: 'America/Denver',
    weightUnit: 'lbs',
    rootCategoryId: 3,
    isDefault: true,
  },
  {
    id: 5,
    code: 'STSVCA',
    countryCode: 'CA',
    name: 'Launch Monitor Shop Canada',
    websiteCode: 'launch_monitor',
    websiteId: 2,
    locale: 'en_CA',
    currency: 'CAD',
    timezone: 'America/Toronto',
    weightUnit: 'lbs',
    rootCategoryId: 3,
    isDefault: false,
  },
];

export function findStore(code: string | undefined): Store | undefined {
  if (!code) return undefined;
  return STORES.find((s) => s.code === code.toUpperCase());
}
