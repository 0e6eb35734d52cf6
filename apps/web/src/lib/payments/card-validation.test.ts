import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, passesLuhn } from './card-number';
import { cardDetailsOf, EMPTY_CARD, formatExpiry, isUnexpired, parseExpiry, validateCard } from './card-validation';

// November 2026, local time: the month a card stops being valid after.
const NOW = new Date(2026, 10, 21);
const good = { name: 'Jordan Player', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('passesLuhn', () => {
  it('accepts published test numbers and refuses a changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000003220']) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY and refuses anything else', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 12 / 2030 ')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
  });
  it('puts the slash in when only digits are typed, and keeps one typed', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2030')).toBe('12/2030');
    expect(formatExpiry('1 2a/30')).toBe('12/30');
  });
  it('keeps a card valid to the end of its month', () => {
    expect(isUnexpired(11, 2026, NOW)).toBe(true);
    expect(isUnexpired(10, 2026, NOW)).toBe(false);
    expect(isUnexpired(1, 2027, NOW)).toBe(true);
  });
});

describe('validateCard', () => {
  it('accepts a complete, valid card, typed with spaces or dashes', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(validateCard({ ...good, number: '4242-4242-4242-4242', expiry: '11/2026' }, NOW)).toEqual({});
  });
  it('names every missing field', () => {
    expect(validateCard(EMPTY_CARD, NOW)).toEqual({
      name: 'errors.name',
      number: 'errors.numberRequired',
      expiry: 'errors.expiry',
      cvc: 'errors.cvc',
    });
  });
  it('tells a short number from one failing the checksum', () => {
    expect(validateCard({ ...good, number: '5555 4444' }, NOW).number).toBe('errors.numberLength');
    expect(validateCard({ ...good, number: '4242 4242 4242 4242 4242' }, NOW).number).toBe('errors.numberLength');
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, NOW).number).toBe('errors.number');
    expect(validateCard({ ...good, number: '4242.4242.4242.4242' }, NOW).number).toBe('errors.number');
  });
  it('refuses a past month and a month that does not exist', () => {
    expect(validateCard({ ...good, expiry: '10/26' }, NOW).expiry).toBe('errors.expired');
    expect(validateCard({ ...good, expiry: '13/30' }, NOW).expiry).toBe('errors.expiry');
  });
  it('wants 4 security digits for American Express and 3 for other cards', () => {
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '123' }, NOW).cvc).toBe('errors.cvc4');
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ ...good, cvc: '1234' }, NOW).cvc).toBe('errors.cvc');
    expect(validateCard({ ...good, cvc: '12' }, NOW).cvc).toBe('errors.cvc');
  });
  it('gives the gateway digits and a four-digit year', () => {
    expect(cardDetailsOf({ ...good, name: ' Jordan Player ', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Jordan Player',
    });
  });
});

describe('card number as typed', () => {
  it('groups the digits as printed on the card and names the brand from the prefix', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('abc')).toBe('');
    expect(cardBrand('4000 0000 0000 3220')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('371449635398431')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('9')).toBeNull();
  });
});
