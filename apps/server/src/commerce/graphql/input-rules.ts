import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Brackets open at once in one document; real storefront queries stay well under 20. */
export const MAX_NESTING = 40;
/** Characters in one document; the storefront's largest query is a few thousand. */
export const MAX_DOCUMENT_LENGTH = 100_000;

/**
 * A request refused before GraphQL runs, told in Magento's shape. `status` is 200 for a GraphQL
 * request GraphQL itself refuses (as Magento answers), 400 when the body is not a GraphQL request.
 */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly category: 'graphql' | 'graphql-input',
    readonly status: 200 | 400 = 200,
  ) {
    super(message);
  }
}

/**
 * The deepest bracket nesting in a document, found in one pass without parsing (strings and
 * comments skipped), so 5,000 nested braces are refused before the recursive parser meets them.
 */
export function nestingOf(document: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < document.length; i += 1) {
    const c = document[i];
    if (c === '#') {
      while (i < document.length && document[i] !== '\n') i += 1;
    } else if (c === '"') {
      const block = document.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < document.length && !(block ? document.startsWith('"""', i) : document[i] === '"' || document[i] === '\n')) i += document[i] === '\\' ? 2 : 1;
      if (block) i += 2;
    } else if (c === '{' || c === '(' || c === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === '}' || c === ')' || c === ']') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
};

function variablesOf(request: FastifyRequest): unknown {
  const source = request.method === 'GET' ? (request.query as { variables?: unknown }) : (request.body as { variables?: unknown });
  const variables = source?.variables;
  if (typeof variables !== 'string') return variables;
  try {
    return JSON.parse(variables);
  } catch {
    return undefined; // mercurius refuses it in its own words
  }
}

/**
 * Checks made on the raw request before mercurius parses it: the body is a GraphQL request, the
 * document is not absurdly long or deep, and no variable carries a NUL (PostgreSQL refuses NUL in
 * text, so it would otherwise surface as an internal error). Register before mercurius.
 */
export function registerGraphqlRequestChecks(app: FastifyInstance, path: string): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== path) return;
    const source = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | undefined;
    if (request.method === 'POST' && (!source || typeof source !== 'object' || Array.isArray(source))) {
      throw new GraphqlRequestError('The request body must be a JSON object with a "query".', 'graphql', 400);
    }
    const query = source?.query;
    if (query !== undefined && query !== null && typeof query !== 'string')
      throw new GraphqlRequestError('"query" must be a string holding a GraphQL document.', 'graphql', 400);
    if (typeof query === 'string') {
      if (query.length > MAX_DOCUMENT_LENGTH) throw new GraphqlRequestError(`The query is longer than ${MAX_DOCUMENT_LENGTH} characters; split it.`, 'graphql');
      if (nestingOf(query) > MAX_NESTING) throw new GraphqlRequestError(`The query nests deeper than ${MAX_NESTING} levels.`, 'graphql');
    }
    if (hasNul(variablesOf(request))) throw new GraphqlRequestError('A variable holds a NUL character (\\u0000), which no field accepts.', 'graphql-input');
  });
}

/** A string literal in the document holding a NUL (written "\u0000") is refused like a variable. */
export function noNulLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(
          new GraphQLError('A string argument holds a NUL character (\\u0000), which no field accepts.', {
            nodes: [node],
            extensions: { category: 'graphql-input' },
          }),
        );
    },
  };
}
