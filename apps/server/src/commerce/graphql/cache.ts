import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, type DocumentNode } from 'graphql';

/** Root query fields whose answers are the same for every shopper of a store (catalogue, directory). */
export const PUBLIC_QUERY_FIELDS = new Set([
  'storeConfig',
  'categoryList',
  'categories',
  'products',
  'getContentConstructorProShop',
  'countries',
  'country',
  '__typename',
]);

/** How long shared caches and browsers may keep a public catalogue answer, in seconds. */
export const PUBLIC_MAX_AGE = 300;

/** How long this server reuses a public answer itself, and how many it keeps. */
const SHARED_TTL_MS = 30_000;
const SHARED_MAX_ENTRIES = 1000;
const SHARED_MAX_BYTES = 256 * 1024;

function isPublic(document: DocumentNode): boolean {
  return document.definitions.every(
    (d) =>
      d.kind !== Kind.OPERATION_DEFINITION ||
      (d.operation === 'query' && d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(s.name.value))),
  );
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : (value ?? '');
};

/** Everything a public answer depends on: the query and variables (the URL), the store, the language, the host (media URLs). */
const keyOf = (request: FastifyRequest) => `${request.host}\n${header(request, 'store')}\n${header(request, 'accept-language')}\n${request.url}`;

const isGraphqlGet = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.url === '/graphql';

/**
 * Cache headers for GET queries, as Magento answers them for Varnish: a query asking only for
 * public fields is cacheable by shared caches per URL (the query and variables), Store header and
 * language; with a customer token it is cacheable by that browser only; anything else is not stored.
 *
 * The server also keeps public answers itself for half a minute (Varnish's part in a Magento
 * set-up): they do not depend on who asks, so a signed-in shopper's catalogue GET is answered from
 * the same copy. A sale's stock shows in listings at most that much later; the cart and the order
 * always check stock themselves.
 */
export function registerGraphqlCaching(app: FastifyInstance): void {
  const answers = new Map<string, { body: string; expiresAt: number }>();
  const cacheable = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isGraphqlGet(request)) return;
    const key = keyOf(request);
    const hit = answers.get(key);
    if (!hit) return;
    if (hit.expiresAt <= Date.now()) {
      answers.delete(key);
      return;
    }
    const signedIn = !!request.headers.authorization;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', signedIn ? `private, max-age=${PUBLIC_MAX_AGE}` : `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=60`)
      .header('vary', 'Store, Accept-Language, Authorization')
      .send(hit.body);
  });

  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const reply = context.reply;
    if (reply.request.method !== 'GET') return;
    const signedIn = !!reply.request.headers.authorization;
    const publicQuery = isPublic(document);
    if (!publicQuery) reply.header('cache-control', 'no-store');
    else reply.header('cache-control', signedIn ? `private, max-age=${PUBLIC_MAX_AGE}` : `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=60`);
    reply.header('vary', 'Store, Accept-Language, Authorization');
    if (publicQuery) cacheable.add(reply.request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable.has(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // An answer with errors (a bad page number, an unknown store) is not kept.
    if (payload.length > SHARED_MAX_BYTES || payload.includes('"errors"')) return payload;
    answers.set(keyOf(request), { body: payload, expiresAt: Date.now() + SHARED_TTL_MS });
    while (answers.size > SHARED_MAX_ENTRIES) answers.delete(answers.keys().next().value!);
    return payload;
  });
}
