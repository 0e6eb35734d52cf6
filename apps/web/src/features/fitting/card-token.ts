/**
 * The card gateway's browser side for club deposits: the card goes from the browser to the
 * gateway's tokenization address (from the store's card configuration); the shop sees only the token.
 */
async function messageOf(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

export async function tokenizeCard(
  storeCode: string,
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string },
): Promise<string> {
  const config = await fetch(`/rest/${encodeURIComponent(storeCode)}/V1/card-payment/config`);
  if (!config.ok) throw new Error(await messageOf(config));
  const { tokenizeUrl } = (await config.json()) as { tokenizeUrl: string };
  const response = await fetch(tokenizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: card.number, expMonth: card.expMonth, expYear: card.expYear, cardCode: card.cvc, fullName: card.holderName }),
  });
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { dataValue: string }).dataValue;
}

/** What a deposit in flight needs after a bank challenge or the lender's page (kept for this tab only). */
export interface PendingDeposit {
  orderId: string;
  kind: 'card' | 'financing';
  token?: string;
  amount: string;
  coupon?: { code: string; discount: string };
  gift?: { code: string; amount: string };
}
const KEY = 'fitting.pendingDeposit';
export const rememberDeposit = (p: PendingDeposit) => sessionStorage.setItem(KEY, JSON.stringify(p));
export function takePendingDeposit(orderId: string): PendingDeposit | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as PendingDeposit;
    return p.orderId === orderId ? p : null;
  } catch {
    return null;
  }
}
