import { personName } from './person-name.ts';

/**
 * How a postal address is written for the reader's language. A Japanese address read in Japanese
 * follows Japan's order: postcode with 〒, then prefecture, city and street as one run (東京都中央区銀座…),
 * the prefecture in Japanese, and the name last, as on an envelope; everywhere else the name and
 * street come first and "city, region, postcode" follows. Names keep their own order (personName): 佐藤 翔太, Jordan Lee. One rule for every
 * screen that shows an address (address book, checkout, orders).
 */

/** Japan's 47 prefectures by their JIS code (ISO 3166-2:JP, as the directory lists them): English and Japanese names. */
const PREFECTURES: Readonly<Record<string, readonly [en: string, ja: string]>> = {
  '01': ['Hokkaido', '北海道'],
  '02': ['Aomori', '青森県'],
  '03': ['Iwate', '岩手県'],
  '04': ['Miyagi', '宮城県'],
  '05': ['Akita', '秋田県'],
  '06': ['Yamagata', '山形県'],
  '07': ['Fukushima', '福島県'],
  '08': ['Ibaraki', '茨城県'],
  '09': ['Tochigi', '栃木県'],
  '10': ['Gunma', '群馬県'],
  '11': ['Saitama', '埼玉県'],
  '12': ['Chiba', '千葉県'],
  '13': ['Tokyo', '東京都'],
  '14': ['Kanagawa', '神奈川県'],
  '15': ['Niigata', '新潟県'],
  '16': ['Toyama', '富山県'],
  '17': ['Ishikawa', '石川県'],
  '18': ['Fukui', '福井県'],
  '19': ['Yamanashi', '山梨県'],
  '20': ['Nagano', '長野県'],
  '21': ['Gifu', '岐阜県'],
  '22': ['Shizuoka', '静岡県'],
  '23': ['Aichi', '愛知県'],
  '24': ['Mie', '三重県'],
  '25': ['Shiga', '滋賀県'],
  '26': ['Kyoto', '京都府'],
  '27': ['Osaka', '大阪府'],
  '28': ['Hyogo', '兵庫県'],
  '29': ['Nara', '奈良県'],
  '30': ['Wakayama', '和歌山県'],
  '31': ['Tottori', '鳥取県'],
  '32': ['Shimane', '島根県'],
  '33': ['Okayama', '岡山県'],
  '34': ['Hiroshima', '広島県'],
  '35': ['Yamaguchi', '山口県'],
  '36': ['Tokushima', '徳島県'],
  '37': ['Kagawa', '香川県'],
  '38': ['Ehime', '愛媛県'],
  '39': ['Kochi', '高知県'],
  '40': ['Fukuoka', '福岡県'],
  '41': ['Saga', '佐賀県'],
  '42': ['Nagasaki', '長崎県'],
  '43': ['Kumamoto', '熊本県'],
  '44': ['Oita', '大分県'],
  '45': ['Miyazaki', '宮崎県'],
  '46': ['Kagoshima', '鹿児島県'],
  '47': ['Okinawa', '沖縄県'],
};

const byEnglishName = new Map(Object.values(PREFECTURES).map(([en, ja]) => [en.toLowerCase(), ja]));

const isJapanese = (locale: string) => locale.toLowerCase().startsWith('ja');

/**
 * A region's name for the reader: a Japanese prefecture in Japanese when read in Japanese (found by
 * its code, or by the English name orders keep), any other region as the directory names it.
 */
export function regionLabel(countryCode: string, region: { code?: string | null; name: string | null }, locale: string): string | null {
  if (countryCode.toUpperCase() !== 'JP' || !isJapanese(locale)) return region.name;
  const byCode = region.code ? PREFECTURES[region.code]?.[1] : undefined;
  return byCode ?? (region.name ? (byEnglishName.get(region.name.trim().toLowerCase()) ?? region.name) : null);
}

export interface PostalAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  city: string;
  postcode: string | null;
  region: string | null;
  regionCode?: string | null;
  countryCode: string;
  telephone?: string | null;
}

/**
 * The address as the lines an envelope shows, for a reader of `locale`; `countryName` names the
 * country in that language (the caller has Intl). Empty parts are left out.
 */
export function postalAddressLines(address: PostalAddress, locale: string, countryName: string | null): string[] {
  const name = personName({ firstName: address.firstname, lastName: address.lastname });
  const region = regionLabel(address.countryCode, { code: address.regionCode, name: address.region }, locale);
  const lines =
    address.countryCode.toUpperCase() === 'JP' && isJapanese(locale)
      ? [
          address.postcode ? `〒${address.postcode}` : null,
          [region, address.city, address.street[0]].filter(Boolean).join(''),
          ...address.street.slice(1),
          address.company,
          name,
        ]
      : [name, address.company, ...address.street, [address.city, region, address.postcode].filter(Boolean).join(', ')];
  return [...lines, countryName, address.telephone].filter((line): line is string => !!line && line.trim() !== '');
}

/** A place goods are picked up at (a golf center), as the shop's pickup_location gives it. */
export interface PickupPlace {
  name: string;
  street?: string | null;
  city?: string | null;
  postcode?: string | null;
  region_code?: string | null;
  country_id?: string | null;
}

/**
 * Where to pick up, on one line for a reader of `locale`: in Japan read in Japanese as addresses read
 * there, 〒 postcode, prefecture, city, street, then the center ("〒104-0061 東京都中央区銀座1-2-3 Golf
 * Academy 銀座"); elsewhere the center first ("Golf Academy Austin, 1 Main St, Austin").
 */
export function pickupPlaceLine(place: PickupPlace, locale: string): string {
  if ((place.country_id ?? '').toUpperCase() === 'JP' && isJapanese(locale)) {
    // Centers keep their prefecture as a code ("13"), an English name or as written ("東京都").
    const region = regionLabel('JP', { code: place.region_code, name: place.region_code ?? null }, locale);
    const address = [region, place.city, place.street].filter(Boolean).join('');
    return [place.postcode ? `〒${place.postcode}` : null, address, place.name].filter(Boolean).join(' ');
  }
  return [place.name, place.street, place.city].filter(Boolean).join(', ');
}
