import { describe, expect, it } from 'vitest';
import { pickupPlaceLine, postalAddressLines, regionLabel } from '@golf/contracts';

const ginza = {
  firstname: '翔太',
  lastname: '佐藤',
  street: ['銀座1-2-3'],
  city: '中央区',
  postcode: '104-0061',
  region: 'Tokyo',
  regionCode: '13',
  countryCode: 'JP',
  telephone: '03-1234-5678',
};

describe('postal addresses for the reader', () => {
  it('writes a Japanese address read in Japanese in Japan’s order: 〒, prefecture in Japanese, city, street, family name first', () => {
    expect(postalAddressLines(ginza, 'ja', '日本')).toEqual(['〒104-0061', '東京都中央区銀座1-2-3', '佐藤 翔太', '日本', '03-1234-5678']);
  });

  it('finds the prefecture by the English name an order keeps, when no code comes with it', () => {
    expect(postalAddressLines({ ...ginza, regionCode: null }, 'ja-JP', null)[1]).toBe('東京都中央区銀座1-2-3');
    expect(regionLabel('JP', { name: 'Osaka' }, 'ja')).toBe('大阪府');
  });

  it('keeps the street-first order elsewhere, the name in its own order', () => {
    expect(postalAddressLines(ginza, 'en', 'Japan')).toEqual(['佐藤 翔太', '銀座1-2-3', '中央区, Tokyo, 104-0061', 'Japan', '03-1234-5678']);
    expect(
      postalAddressLines(
        { firstname: 'Jordan', lastname: 'Lee', street: ['1 Main St'], city: 'Austin', postcode: '73301', region: 'Texas', countryCode: 'US' },
        'ja',
        'アメリカ合衆国',
      ),
    ).toEqual(['Jordan Lee', '1 Main St', 'Austin, Texas, 73301', 'アメリカ合衆国']);
  });

  it('writes the pickup place as Japanese addresses read, the center last, and the center first elsewhere', () => {
    const center = { name: 'Golf Academy 銀座', street: '銀座1-2-3', city: '中央区', postcode: '104-0061', region_code: '13', country_id: 'JP' };
    expect(pickupPlaceLine(center, 'ja')).toBe('〒104-0061 東京都中央区銀座1-2-3 Golf Academy 銀座');
    expect(pickupPlaceLine({ ...center, region_code: '東京都' }, 'ja')).toBe('〒104-0061 東京都中央区銀座1-2-3 Golf Academy 銀座');
    expect(pickupPlaceLine(center, 'en')).toBe('Golf Academy 銀座, 銀座1-2-3, 中央区');
    expect(pickupPlaceLine({ name: 'Golf Academy Austin', street: '1 Main St', city: 'Austin', country_id: 'US' }, 'ja')).toBe(
      'Golf Academy Austin, 1 Main St, Austin',
    );
  });
});
