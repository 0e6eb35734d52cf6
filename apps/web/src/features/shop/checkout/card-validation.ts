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
  return { number: cardDigits(values.number), expMonth: Number(values.expMonth), expYear: fullYear(Number(values.expYear)), cvc: values.cvc.trim(), holderName: values.holderName.trim() };
}
