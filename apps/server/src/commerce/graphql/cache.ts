import type { FastifyInstance } from 'fastify';
import { Kind, type DocumentNode } from 'graphql';

/** Root query fields whose answers are the same for every shopper of a store (catalogue, directory). */
export const PUBLIC_QUERY_FIELDS = new Set(['storeConfig', 'categoryList', 'categories', 'products', 'getContentConstructorProShop', 'countries', 'country', '__typename']);

/** How long shared caches and browsers may keep a public catalogue answer, in seconds. */
export const PUBLIC_MAX_AGE = 300;

function isPublic(document: DocumentNode): boolean {
  return document.definitions.every(
    (d) =>
      d.kind !== Kind.OPERATION_DEFINITION ||
      (d.operation === 'query' && d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(s.name.value))),
  );
}

/**
 * Cache headers for GET queries, as Magento answers them for Varnish: a query asking only for
 * public fields is cacheable by shared caches per URL (the query and variables), Store header and
 * language; with a customer token it is cacheable by that browser only; anything else is not stored.
 */
export function registerGraphqlCaching(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const reply = context.reply;
    if (reply.request.method !== 'GET') return;
    const signedIn = !!reply.request.headers.authorization;
    if (!isPublic(document)) reply.header('cache-control', 'no-store');
    else reply.header('cache-control', signedIn ? `private, max-age=${PUBLIC_MAX_AGE}` : `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=60`);
    reply.header('vary', 'Store, Accept-Language, Authorization');
  });
}
