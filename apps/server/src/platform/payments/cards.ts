import cardValidator from 'card-validator';

/**
 * What a sandbox test card does, as payment gateways publish for their test modes:
 * - approve: charges succeed; the card is not enrolled in 3-D Secure;
 * - frictionless: enrolled; 3-D Secure authenticates without a challenge;
 * - challenge: enrolled; the issuer demands a challenge and refuses charges without it;
 * - challenge_then_decline: the challenge can be passed, then the charge is declined;
 * - refuse_authentication: enrolled; the issuer refuses authentication outright;
 * - decline, insufficient_funds, expired_card: the charge is declined with that reason.
 */
export const BEHAVIOURS = [
  'approve',
  'frictionless',
  'challenge',
  'challenge_then_decline',
  'refuse_authentication',
  'decline',
  'insufficient_funds',
  'expired_card',
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

/** The published test numbers (they pass the Luhn check, like real cards). Any other valid number approves. */
export const TEST_CARDS: Readonly<Record<string, { behaviour: Behaviour; note: string }>> = {
  '4242424242424242': { behaviour: 'approve', note: 'Visa, approves' },
  '5555555555554444': { behaviour: 'approve', note: 'Mastercard, approves' },
  '378282246310005': { behaviour: 'approve', note: 'American Express, approves' },
  '3566002020360505': { behaviour: 'approve', note: 'JCB, approves' },
  '6011111111111117': { behaviour: 'approve', note: 'Discover, approves' },
  '4000000000003055': { behaviour: 'frictionless', note: 'Visa, 3-D Secure without a challenge' },
  '4000000000003220': { behaviour: 'challenge', note: 'Visa, 3-D Secure challenge required' },
  '5454545454545454': { behaviour: 'challenge', note: 'Mastercard, 3-D Secure challenge required' },
  '4000008400001629': { behaviour: 'challenge_then_decline', note: 'Visa, challenge, then declined' },
  '4000008400001280': { behaviour: 'refuse_authentication', note: 'Visa, 3-D Secure refused by the issuer' },
  '4000000000000002': { behaviour: 'decline', note: 'Visa, declined' },
  '4000000000009995': { behaviour: 'insufficient_funds', note: 'Visa, declined for insufficient funds' },
  '4000000000000069': { behaviour: 'expired_card', note: 'Visa, declined as expired' },
};

/** Digits only: people type spaces and dashes. */
export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** Whether a number is a plausible card number (length and Luhn check for its brand). */
export function isCardNumber(number: string): boolean {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && cardValidator.number(digits).isValid;
}

/** Magento's cc_type code of a card (VI, MC, AE, DI, JCB, DN), or OT for other brands. */
export function brandOf(number: string): string {
  const type = cardValidator.number(digitsOf(number)).card?.type;
  const codes: Record<string, string> = {
    visa: 'VI',
    mastercard: 'MC',
    'american-express': 'AE',
    discover: 'DI',
    jcb: 'JCB',
    'diners-club': 'DN',
    unionpay: 'UN',
    maestro: 'MI',
  };
  return (type && codes[type]) ?? 'OT';
}

export function behaviourOf(number: string): Behaviour {
  return TEST_CARDS[digitsOf(number)]?.behaviour ?? 'approve';
}

/** Whether the issuer takes part in 3-D Secure for this card. */
export function isEnrolled(behaviour: Behaviour): boolean {
  return behaviour === 'frictionless' || behaviour === 'challenge' || behaviour === 'challenge_then_decline' || behaviour === 'refuse_authentication';
}

/** Whether an expiry month/year is still valid at `now` (cards expire at the end of their month). */
export function isUnexpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12) return false;
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const BRAND_NAMES: Record<string, string> = { VI: 'Visa', MC: 'Mastercard', AE: 'American Express', JCB: 'JCB', DI: 'Discover' };

/** A card brand's name as a cardholder reads it ("Visa"), from the gateway's code ("VI"). */
export const brandName = (code: string | null | undefined): string => (code ? (BRAND_NAMES[code] ?? code) : 'Card');
