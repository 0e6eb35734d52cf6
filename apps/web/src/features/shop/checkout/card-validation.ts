/** The card form as typed. */
export interface CardValues {
  holderName: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type CardField = keyof CardValues;
/** Each field's problem, as a translation key of the checkout namespace. */
export type CardErrors = Partial<Record<CardField, string>>;

export const emptyCard: CardValues = { holderName: '', number: '', expMonth: '', expYear: '', cvc: '' };

/** Digits only: people type spaces and dashes. */
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

/** American Express cards have four-digit codes; others three. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** A two-digit year means this century. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** Whether the card is still valid in the month of `now` (cards expire at the end of their month). */
export function isUnexpired(month: number, year: number, now: Date): boolean {
  const y = fullYear(year);
  return y > now.getFullYear() || (y === now.getFullYear() && month >= now.getMonth() + 1);
}

export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!values.holderName.trim()) errors.holderName = 'card.errors.holderName';
  const digits = cardDigits(values.number);
  if (!digits) errors.number = 'card.errors.numberRequired';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'card.errors.number';
  const month = Number(values.expMonth);
  const year = Number(values.expYear);
  const monthOk = /^\d{1,2}$/.test(values.expMonth.trim()) && month >= 1 && month <= 12;
  const yearOk = /^(\d{2}|\d{4})$/.test(values.expYear.trim());
  if (!monthOk) errors.expMonth = 'card.errors.expMonth';
  if (!yearOk) errors.expYear = 'card.errors.expYear';
  if (monthOk && yearOk && !isUnexpired(month, year, now)) errors.expYear = 'card.errors.expired';
  const cvcLength = isAmex(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(values.cvc.trim())) errors.cvc = cvcLength === 4 ? 'card.errors.cvc4' : 'card.errors.cvc';
  return errors;
}

/** The card as the gateway and 3-D Secure take it. */
export function cardOf(values: CardValues) {
  return {
    number: cardDigits(values.number),
    expMonth: Number(values.expMonth),
    expYear: fullYear(Number(values.expYear)),
    cvc: values.cvc.trim(),
    holderName: values.holderName.trim(),
  };
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
  const d = cardDigits(number).replace(/\D/g, '').slice(0, 19);
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
