/**
 * The card gateway's browser side for a subscription's new card: the number goes from the browser
 * straight to the gateway's tokenization address (from the store's card configuration, as Accept.js
 * does); the shop only ever sees the one-time token, which it stores with the gateway.
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
    body: JSON.stringify({
      cardNumber: card.number.replace(/\D/g, ''),
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardCode: card.cvc,
      fullName: card.holderName,
    }),
  });
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { dataValue: string }).dataValue;
}

/** "MM/YY" or "MM/YYYY" as a month and a four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
