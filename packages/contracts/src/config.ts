import { Type, type Static } from 'typebox';

export const LOCALES = ['en', 'fr', 'ja', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const PublicConfiguration = Type.Object({
  site: Type.String(),
  region: Type.Array(Type.String()),
  isJapan: Type.Boolean(),
  locales: Type.Array(Type.String()),
  defaultLocale: Type.String(),
  commerceUrl: Type.String(),
  mainStoreCode: Type.String(),
  launchMonitorStoreCode: Type.Union([Type.Null(), Type.String()]),
  version: Type.String(),
});
export type PublicConfiguration = Static<typeof PublicConfiguration>;

export const Configuration = Type.Object({
  ...PublicConfiguration.properties,
  playerRegion: Type.String(),
  userType: Type.Integer(),
  features: Type.Array(Type.String()),
});
export type Configuration = Static<typeof Configuration>;

export const TranslationQuery = Type.Object({
  channel: Type.Literal('web3'),
  lang: Type.Optional(Type.Union(LOCALES.map((l) => Type.Literal(l)))),
});

export const RegionRef = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const Country = Type.Object({
  id: Type.String(),
  two_letter_abbreviation: Type.String(),
  three_letter_abbreviation: Type.String(),
  full_name_locale: Type.String(),
  full_name_english: Type.String(),
  available_regions: Type.Union([Type.Null(), Type.Array(RegionRef)]),
});
export type Country = Static<typeof Country>;
