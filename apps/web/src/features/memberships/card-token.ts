/**
 * The card gateway's browser side: the card goes from the browser to the gateway's tokenization
 * address (from the store's card configuration); the shop sees only the token.
 */
async function messageOf(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Month and four-digit year from "MM/YY" or "MM/YYYY"; null when it is not a date. */
export function expiryOf(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export async function tokenizeCard(storeCode: string, card: CardInput): Promise<string> {
  const expiry = expiryOf(card.expiry);
  const config = await fetch(`/rest/${encodeURIComponent(storeCode)}/V1/card-payment/config`);
  if (!config.ok) throw new Error(await messageOf(config));
  const { tokenizeUrl } = (await config.json()) as { tokenizeUrl: string };
  const response = await fetch(tokenizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: card.number.replace(/\s/g, ''),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cardCode: card.cvc,
      fullName: card.name,
    }),
  });
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { dataValue: string }).dataValue;
}

/** A payment waiting for the bank's 3-D Secure page (kept for this tab only), paid again on return. */
export type PendingPayment = { kind: 'buy'; body: Record<string, unknown> } | { kind: 'upgrade'; body: Record<string, unknown> };
const KEY = 'memberships.pendingPayment';
export const rememberPayment = (p: PendingPayment) => sessionStorage.setItem(KEY, JSON.stringify(p));
/**
 * The payment waiting for the bank, kept until its outcome is known: a reload while it is being paid
 * again pays it again with the same reference, which the server answers with the one purchase.
 */
export const forgetPendingPayment = () => sessionStorage.removeItem(KEY);
export function pendingPayment(): PendingPayment | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingPayment;
  } catch {
    return null;
  }
}
