import type { FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult, type SourceLocation } from 'graphql';
import mercurius from 'mercurius';
import { graphqlExtensionsOf, ServiceError } from '../../platform/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../platform/db/index.ts';
import { hoistingOf, originalLocation } from './hoisted-literals.ts';
import { GraphqlRequestError } from './input-rules.ts';

type Logger = { error: (o: object, m: string) => void };
type Reply = { log: Logger; header?: (name: string, value: string) => unknown; request?: FastifyRequest };
type Original = Error & { errors?: unknown[]; code?: string; validation?: unknown; statusCode?: number };

/** A body that is not a GraphQL request at all (not JSON, not an object): the only 400s. */
const isTransportError = (original: Original | undefined) =>
  original instanceof GraphqlRequestError
    ? original.status === 400
    : Boolean(
        original && !(original instanceof ServiceError) && ((typeof original.code === 'string' && original.code.startsWith('FST_')) || original.validation),
      );

/** Magento's category for an error GraphQL itself raised: variables are input, the rest is the document. */
const documentCategory = (message: string) => (message.startsWith('Variable "$') ? 'graphql-input' : 'graphql');

/**
 * graphql-jit (a query's second and later runs) gives its errors locations but no AST nodes, so an
 * error rebuilt from its nodes lost them: the same failing query told where it failed only once.
 */
function keepLocations(from: GraphQLError, to: GraphQLError): GraphQLError {
  if (!from.nodes && from.locations && !to.locations) (to as { locations?: unknown }).locations = from.locations;
  return to;
}

/**
 * Every error leaves with Magento's `extensions.category`: domain errors their kind's category,
 * syntax and validation errors `graphql`, variable errors `graphql-input`, and unexpected failures
 * (logged) `internal`. The HTTP status is Magento's: 200 for anything GraphQL refused (syntax,
 * validation, variables, domain rules), 400 only when the body is not a GraphQL request, and 503
 * with Retry-After while the database cannot be reached (the same request will work shortly).
 */
export function formatCommerceErrors(execution: ExecutionResult & { statusCode?: number }, context: { reply?: Reply; app?: { log: Logger } }) {
  const log = context.reply?.log ?? context.app?.log;
  // Mercurius wraps request-level validation failures as one error holding several.
  const flat = (execution.errors ?? []).flatMap((error) => {
    const inner = (error.originalError as Original | undefined)?.errors;
    return Array.isArray(inner)
      ? inner.map((e) => (e instanceof GraphQLError ? e : new GraphQLError((e as Error).message, { originalError: e as Error })))
      : [error];
  });
  let transport = false;
  let unavailable = false;
  const rebuilt = (error: GraphQLError): GraphQLError => {
    const original = error.originalError as Original | undefined;
    if (isTransportError(original)) transport = true;
    if (original && isDatabaseUnavailable(original)) {
      unavailable = true;
      return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, { nodes: error.nodes, path: error.path, extensions: { category: 'unavailable' } });
    }
    if (original instanceof ServiceError) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: graphqlExtensionsOf(original),
      });
    }
    if (original instanceof GraphqlRequestError) return new GraphQLError(original.message, { extensions: { category: original.category } });
    if (original && !(original instanceof GraphQLError) && error.path) {
      log?.error({ err: original }, 'resolver failed');
      return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path, extensions: { category: 'internal' } });
    }
    if (typeof error.extensions?.category === 'string') return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { ...error.extensions, category: documentCategory(error.message) },
    });
  };
  const errors = flat.map((error) => keepLocations(error, rebuilt(error)));
  const statusCode = transport ? 400 : unavailable ? 503 : 200;
  if (unavailable) context.reply?.header?.('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  const result = mercurius.defaultErrorFormatter({ ...execution, errors, statusCode } as never, context as never);
  // Locations are told in the text the client sent, not the one its string arguments were hoisted into.
  const hoisted = hoistingOf(context.reply?.request);
  if (hoisted) {
    const response = result.response as { errors?: { locations?: SourceLocation[] }[] };
    response.errors = response.errors?.map((e) => (e.locations ? { ...e, locations: e.locations.map((l) => originalLocation(hoisted, l)) } : e));
  }
  return { ...result, statusCode };
}
