/**
 * The card gateway's browser side (Accept.js's role): the card goes from the browser to the
 * gateway, which answers a token; the shop only ever receives the token and the masked details.
 * Where to send it comes from the store's card-payment configuration.
 */
export interface CardToken {
  dataDescriptor: string;
  dataValue: string;
  cardType: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** A gateway refusal, with its message for the customer. */
export class CardGatewayError extends Error {}

const base = (eUrl: string | null) => new URL(`${(eUrl ?? '').replace(/\/$/, '')}/`, window.location.origin);

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

export async function tokenizeCard(eUrl: string | null, storeCode: string, card: CardDetails): Promise<CardToken> {
  const config = await fetch(new URL(`rest/${encodeURIComponent(storeCode)}/V1/card-payment/config`, base(eUrl)));
  if (!config.ok) throw new CardGatewayError(await messageOf(config));
  const { tokenizeUrl } = (await config.json()) as { tokenizeUrl: string };
  const response = await fetch(new URL(tokenizeUrl.replace(/^\//, ''), base(eUrl)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: card.number, expMonth: card.expMonth, expYear: card.expYear, cardCode: card.cvc, fullName: card.holderName }),
  });
  if (!response.ok) throw new CardGatewayError(await messageOf(response));
  return (await response.json()) as CardToken;
}
