import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardRefused, PORTAL_GATEWAY, tokenizeCard } from './tokenize-card';

const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'tok_1', cardType: 'VI', last4: '1111', expMonth: 12, expYear: 2030 };
const card = { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Jordan Lee' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A gateway that answers the store's card configuration and the tokenizer, recording what was sent. */
function gateway(tokenizer: () => Response = () => json(TOKEN)) {
  const calls: { url: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
      if (url.endsWith('/V1/card-payment/config')) return Promise.resolve(json({ code: 'authnetcim', tokenizeUrl: '/payments/sandbox/tokens' }));
      return Promise.resolve(tokenizer());
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('tokenizeCard', () => {
  it('sends a number typed with spaces to the gateway as digits only', async () => {
    const calls = gateway();
    await tokenizeCard({ storeCode: 'US' }, card);
    expect(calls.at(-1)!.body).toEqual({ cardNumber: '4111111111111111', expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Jordan Lee' });
  });

  it("asks the store's card configuration where to send the card, on the commerce host when it is elsewhere", async () => {
    const calls = gateway();
    expect(await tokenizeCard({ storeCode: 'STSVEN', eUrl: 'http://shop.example.com/' }, card)).toEqual(TOKEN);
    expect(calls.map((c) => c.url)).toEqual(['http://shop.example.com/rest/STSVEN/V1/card-payment/config', 'http://shop.example.com/payments/sandbox/tokens']);
  });

  it("sends the portal's card to the gateway's tokenizer directly", async () => {
    const calls = gateway();
    await tokenizeCard(PORTAL_GATEWAY, { ...card, number: '4111-1111-1111-1111' });
    expect(calls.map((c) => c.url)).toEqual(['http://localhost:3000/payments/sandbox/tokens']);
    expect(calls[0]!.body!.cardNumber).toBe('4111111111111111');
  });

  it("answers the gateway's refusal with its words and the field at fault", async () => {
    gateway(() => json({ code: 'invalid', message: 'The security code must have 3 digits.', field: 'cvc' }, 400));
    const refusal = await tokenizeCard({ storeCode: 'US' }, card).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CardRefused);
    expect(refusal).toMatchObject({ message: 'The security code must have 3 digits.', field: 'cvc' });
  });

  it('refuses when the store has no card configuration', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ message: 'The store "XX" was not found.' }, 404))),
    );
    await expect(tokenizeCard({ storeCode: 'XX' }, card)).rejects.toThrow('The store "XX" was not found.');
  });
});
