import { cardBrand, cardDigits, passesLuhn } from './card-number';
import type { CardDetails } from './tokenize-card';

/** The card form as typed. */
export interface CardInput {
  name: string;
  number: string;
  /** "MM/YY" (or "MM/YYYY"). */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
/** Each field's problem, as a key of the payments namespace. */
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvc: '' };

/** Month and four-digit year from "MM/YY" or "MM/YYYY"; null when it is not a month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The expiry as typed, with the slash put in after the month when the person types digits only ("1230" → "12/30"). */
export function formatExpiry(text: string): string {
  const kept = text.replace(/[^\d/]/g, '').slice(0, 7);
  if (kept.includes('/')) return kept;
  return kept.length > 2 ? `${kept.slice(0, 2)}/${kept.slice(2, 6)}` : kept;
}

/** Whether the card is still valid in the month of `now` (cards expire at the end of their month). */
export function isUnexpired(month: number, year: number, now: Date): boolean {
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * What is wrong with the card as typed, per field, by the gateway's own rules: 12 to 19 digits
 * passing Luhn, a month not past at `now`, and 4 security digits for American Express, 3 otherwise.
 */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!card.name.trim()) errors.name = 'errors.name';
  const digits = cardDigits(card.number);
  if (!digits) errors.number = 'errors.numberRequired';
  else if (!/^\d+$/.test(digits)) errors.number = 'errors.number';
  else if (digits.length < 12 || digits.length > 19) errors.number = 'errors.numberLength';
  else if (!passesLuhn(digits)) errors.number = 'errors.number';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = 'errors.expiry';
  else if (!isUnexpired(expiry.month, expiry.year, now)) errors.expiry = 'errors.expired';
  const amex = cardBrand(digits) === 'amex';
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) errors.cvc = amex ? 'errors.cvc4' : 'errors.cvc';
  return errors;
}

/** The card as the gateway and 3-D Secure take it; call it on a card `validateCard` accepted. */
export function cardDetailsOf(card: CardInput): CardDetails {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: card.cvc.trim(),
    holderName: card.name.trim(),
  };
}
