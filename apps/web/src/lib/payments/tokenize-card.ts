import { cardDigits } from './card-number';

/**
 * The card gateway's browser side (Accept.js's role): the card goes from the browser to the
 * gateway, which answers a one-time token; the shop and the portal only ever see the token and the
 * masked details. The card is never sent anywhere else.
 */

/** The card as the gateway takes it. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** The gateway's answer (Accept.js's opaque data plus the masked card). */
export interface CardToken {
  dataDescriptor: string;
  dataValue: string;
  cardType: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Where a flow's card goes: a store's card-payment configuration names its tokenizer (the shop,
 * club deposits, memberships and subscriptions, on the commerce host `eUrl` when it is elsewhere),
 * or a fixed tokenizer address (the portal's Plus payments, which have no store).
 */
export type CardGatewayAddress = { storeCode: string; eUrl?: string | null } | { tokenizeUrl: string };

/** The portal's tokenizer: the gateway's own address, as the server's portal payments expect. */
export const PORTAL_GATEWAY: CardGatewayAddress = { tokenizeUrl: '/payments/sandbox/tokens' };

/** The gateway (or the store's configuration) refused; `field` names the detail at fault when it says. */
export class CardRefused extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'CardRefused';
  }
}

const baseOf = (eUrl: string | null | undefined) => new URL(`${(eUrl ?? '').replace(/\/$/, '')}/`, window.location.origin);

async function refusalOf(response: Response): Promise<CardRefused> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; field?: string };
  return new CardRefused(body.message || response.statusText, body.field ?? null);
}

async function tokenizerOf(where: CardGatewayAddress): Promise<URL> {
  if ('tokenizeUrl' in where) return new URL(where.tokenizeUrl, window.location.origin);
  const base = baseOf(where.eUrl);
  const config = await fetch(new URL(`rest/${encodeURIComponent(where.storeCode)}/V1/card-payment/config`, base));
  if (!config.ok) throw await refusalOf(config);
  const { tokenizeUrl } = (await config.json()) as { tokenizeUrl: string };
  return new URL(tokenizeUrl.replace(/^\//, ''), base);
}

/** Sends the card to the gateway and answers its token; the number goes as digits only, however it was typed. */
export async function tokenizeCard(where: CardGatewayAddress, card: CardDetails): Promise<CardToken> {
  const response = await fetch(await tokenizerOf(where), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: cardDigits(card.number),
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardCode: card.cvc.trim(),
      fullName: card.holderName.trim(),
    }),
  });
  if (!response.ok) throw await refusalOf(response);
  const token = (await response.json().catch(() => null)) as CardToken | null;
  if (!token?.dataValue) throw new CardRefused(response.statusText);
  return token;
}
