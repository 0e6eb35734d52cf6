import { describe, expect, it } from 'vitest';
import { cardExpiry, formatMoney, formatOrderDate, parseOrderTime } from './format';
import { lastReceiptAddress, rememberReceiptAddress, validReceiptAddress } from './receipt-memory';
import { trackingUrl } from './tracking';

describe('money and dates', () => {
  it('formats the server amount in its currency and the reader language, without arithmetic', () => {
    expect(formatMoney(180.67, 'USD', 'en')).toBe('$180.67');
    expect(formatMoney('57.88', 'USD', 'fr')).toBe('57,88\u00a0$US');
    expect(formatMoney(4730, 'JPY', 'ja')).toBe('￥4,730');
    expect(formatMoney(null, 'USD', 'en')).toBe('—');
    expect(formatMoney(12, null, 'en')).toBe('—');
  });

  it('reads Magento order times as UTC', () => {
    expect(parseOrderTime('2026-09-20 23:30:00').toISOString()).toBe('2026-09-20T23:30:00.000Z');
    expect(parseOrderTime('2026-09-20T23:30:00.000Z').toISOString()).toBe('2026-09-20T23:30:00.000Z');
    expect(formatOrderDate('not a date', 'en')).toBe('not a date');
  });

  it('prints a card expiry as MM/YY', () => {
    expect(cardExpiry('8', '2028')).toBe('08/28');
    expect(cardExpiry(null, '2028')).toBeNull();
  });
});

describe('tracking links', () => {
  it('links the carriers with a public tracking page and leaves the others as text', () => {
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('yamato', '4492-1234-5678')).toBe('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=449212345678');
    expect(trackingUrl('Canada Post', 'AB 1')).toBe('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=AB%201');
    expect(trackingUrl('localPickup', '123')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
  });
});

describe('the last receipt address', () => {
  it('is remembered trimmed, and forgotten nowhere when storage fails', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(lastReceiptAddress(storage)).toBeNull();
    rememberReceiptAddress('  Fairway Labs Inc. ', storage);
    expect(lastReceiptAddress(storage)).toBe('Fairway Labs Inc.');
    rememberReceiptAddress('   ', storage);
    expect(lastReceiptAddress(storage)).toBe('Fairway Labs Inc.');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(lastReceiptAddress(broken)).toBeNull();
    expect(() => rememberReceiptAddress('X', broken)).not.toThrow();
  });

  it('accepts 1 to 120 characters', () => {
    expect(validReceiptAddress(' ')).toBe(false);
    expect(validReceiptAddress('A')).toBe(true);
    expect(validReceiptAddress('A'.repeat(121))).toBe(false);
  });
});
