/** Digits only: people type spaces and dashes (the gateway strips the same two). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay';

/** The card's brand from its number's prefix (the issuer identification ranges), or null while unknown. */
export function cardBrand(number: string): CardBrand | null {
  const d = cardDigits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(d)) return 'diners';
  if (/^62/.test(d)) return 'unionpay';
  return null;
}

/** The brand's name as printed on the card (brand names are not translated). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** The number in the groups printed on the card: 4-6-5 for American Express, fours otherwise (at most 19 digits). */
export function formatCardNumber(number: string): string {
  const d = number.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= d.length) break;
    out.push(d.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}
