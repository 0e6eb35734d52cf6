/** The card goes from the browser to the gateway's tokenizer; the portal only receives the token. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

/** Checks the typed card before sending it; answers the field at fault. */
export function cardProblem(card: CardValues): keyof CardValues | null {
  if (!/^\d{12,19}$/.test(card.number.replace(/[\s-]/g, ''))) return 'number';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry.trim())) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'cvc';
  if (!card.name.trim()) return 'name';
  return null;
}

/** The gateway's tokenizer refused the card; `field` names the detail at fault when it says. */
export class CardRefused extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export async function tokenizeCard(card: CardValues): Promise<string> {
  const [month, year] = card.expiry.trim().split('/');
  const response = await fetch('/payments/sandbox/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: card.number.replace(/[\s-]/g, ''),
      expMonth: Number(month),
      expYear: 2000 + Number(year),
      cardCode: card.cvc.trim(),
      fullName: card.name.trim(),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { dataValue?: string; message?: string; field?: string };
  if (!response.ok || !body.dataValue) throw new CardRefused(body.message ?? response.statusText, body.field ?? null);
  return body.dataValue;
}

/** One key per intended payment: a double click sends the same key, so the server pays once. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID().replace(/-/g, '')}`;
