import { describe, expect, it } from 'vitest';
import { cardOf, emptyCard, isUnexpired, passesLuhn, validateCard } from './card-validation';

const NOW = new Date(2026, 10, 21);
const good = { holderName: 'Jordan Player', number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };

describe('passesLuhn', () => {
  it('accepts published test numbers and refuses a changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000003220']) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });
});

describe('isUnexpired', () => {
  it('keeps a card valid to the end of its month', () => {
    expect(isUnexpired(11, 2026, NOW)).toBe(true);
    expect(isUnexpired(10, 2026, NOW)).toBe(false);
    expect(isUnexpired(1, 27, NOW)).toBe(true);
    expect(isUnexpired(12, 25, NOW)).toBe(false);
  });
});

describe('validateCard', () => {
  it('accepts a complete, valid card', () => {
    expect(validateCard(good, NOW)).toEqual({});
  });
  it('names every missing field', () => {
    expect(validateCard(emptyCard, NOW)).toEqual({
      holderName: 'card.errors.holderName',
      number: 'card.errors.numberRequired',
      expMonth: 'card.errors.expMonth',
      expYear: 'card.errors.expYear',
      cvc: 'card.errors.cvc',
    });
  });
  it('refuses a number failing Luhn, an expired card and a short code', () => {
    expect(validateCard({ ...good, number: '4242424242424241' }, NOW).number).toBe('card.errors.number');
    expect(validateCard({ ...good, expMonth: '10', expYear: '26' }, NOW).expYear).toBe('card.errors.expired');
    expect(validateCard({ ...good, expMonth: '13' }, NOW).expMonth).toBe('card.errors.expMonth');
    expect(validateCard({ ...good, number: '378282246310005', cvc: '123' }, NOW).cvc).toBe('card.errors.cvc4');
  });
  it('gives the gateway digits and a four-digit year', () => {
    expect(cardOf({ ...good, expYear: '30' })).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Jordan Player' });
  });
});

describe('card number as typed', () => {
  it('groups the digits as printed on the card and names the brand from the prefix', async () => {
    const { cardBrand, formatCardNumber } = await import('./card-validation');
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
