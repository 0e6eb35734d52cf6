import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { openObjectStore } from '../../platform/storage/index.ts';
import { call, gql, signIn, type TestApp } from '../../test/harness.ts';

export const ctxOf = (t: TestApp): Ctx => ({ db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock: t.clock });

/** A sandbox card token (the browser's tokenization step). */
export async function cardToken(app: FastifyInstance, cardNumber = '4242424242424242'): Promise<string> {
  const res = await call(app, {
    method: 'POST',
    url: '/payments/sandbox/tokens',
    payload: { cardNumber, expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Sam Taylor' },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.dataValue as string;
}

/** An owner signed in: the portal token for /api/skytrak/*, the launch-monitor customer token for /rest and GraphQL. */
export async function owner(app: FastifyInstance, email = 'simulator@example.com') {
  let session = await signIn(app, email);
  const store = session.eSkytrakStoreCode as string;
  // Tokens live minutes to hours on the app's clock: a test that moves the clock signs in again when refused.
  const again = async <T extends { status: number; body: { errors?: unknown } | undefined }>(send: () => Promise<T>): Promise<T> => {
    const res = await send();
    const refused =
      res.status === 401 ||
      (res.body?.errors as { extensions?: { category?: string } }[] | undefined)?.some((e) => e.extensions?.category === 'graphql-authorization');
    if (!refused) return res;
    session = await signIn(app, email);
    return send();
  };
  return {
    email,
    store,
    api: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
      again(() => call(app, { method, url, token: session.access_token, headers, ...(payload ? { payload } : {}) })),
    rest: (url: string, payload: object) => again(() => call(app, { method: 'POST', url, token: session.eSkytrakToken as string, payload })),
    gql: (query: string, variables: object = {}, language?: string) =>
      again(() => gql(app, query, { token: session.eSkytrakToken as string, store, variables, language })),
  };
}
export type OwnerSession = Awaited<ReturnType<typeof owner>>;

export const reference = () => randomUUID();

/** Registers a free unit to the owner and answers its device id. */
export async function registered(o: OwnerSession, esn: string): Promise<number> {
  const res = await o.api('POST', '/api/skytrak/device/register', { esn, name: 'Test bay' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.deviceId as number;
}

/** The charge body for a plan on a device. */
export function chargeBody(
  o: OwnerSession,
  input: {
    deviceId: number;
    sku: string;
    term: 'monthly' | 'yearly';
    amount: string;
    token: string;
    ref?: string;
    activeDate?: string;
    referenceLegacyId?: string;
    countryId?: string;
  },
) {
  return {
    customerEmail: { email: o.email },
    cart: { reference: input.ref ?? reference(), sku: input.sku, term: input.term, deviceId: input.deviceId, amount: input.amount },
    infoCard: { token: input.token },
    ...(input.activeDate ? { activeDate: input.activeDate } : {}),
    ...(input.referenceLegacyId ? { referenceLegacyId: input.referenceLegacyId } : {}),
    ...(input.countryId ? { countryId: input.countryId } : {}),
  };
}
