/**
 * The one family of failures services raise. Each transport maps it once: REST to an HTTP status
 * with `{ code, message, data }`, GraphQL to an error with Magento's `extensions.category`.
 */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'rule' | 'too-many';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  rule: 422,
  'too-many': 429,
};

export class ServiceError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly opts: { code?: number | string; field?: string; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = STATUS[kind];
  }
  /** The spec's own code when there is one, otherwise the HTTP status. */
  get code(): number | string {
    return this.opts.code ?? this.status;
  }
}

export const invalid = (field: string, message: string) => new ServiceError('invalid', message, { field });
/** A 400 naming the field, with a stable reason and its figures in data so a client can word it in its reader's language. */
export const refused = (field: string, message: string, data: { reason: string } & Record<string, string>) =>
  new ServiceError('invalid', message, { field, data });
export const notFound = (what: string) => new ServiceError('not-found', `${what} was not found.`);

/** Magento's GraphQL error categories, which storefront clients switch on. */
export const GRAPHQL_CATEGORY: Record<ErrorKind, string> = {
  invalid: 'graphql-input',
  unauthenticated: 'graphql-authorization',
  forbidden: 'graphql-authorization',
  'not-found': 'graphql-no-such-entity',
  conflict: 'graphql-already-exists',
  rule: 'graphql-input',
  'too-many': 'graphql-input',
};

/**
 * The one GraphQL face of a ServiceError: Magento's `extensions.category`, the spec's `error_code`
 * when the service gave one, the `field` at fault, and a stable `reason` with its figures (`data`)
 * when the service gave one, so a storefront can word the refusal in its reader's language. Both
 * places a ServiceError can leave as GraphQL use it: the GraphQL error formatter (errors in
 * resolvers) and the HTTP error handler (errors before GraphQL runs: unknown store, bad customer
 * token), so neither can drop a part.
 */
export function graphqlExtensionsOf(error: ServiceError): { category: string; error_code?: number | string; field?: string; reason?: string; data?: object } {
  const data = typeof error.opts.data === 'object' && error.opts.data !== null ? (error.opts.data as Record<string, unknown>) : null;
  return {
    category: GRAPHQL_CATEGORY[error.kind],
    ...(error.opts.code !== undefined ? { error_code: error.opts.code } : {}),
    ...(error.opts.field ? { field: error.opts.field } : {}),
    ...(typeof data?.reason === 'string' ? { reason: data.reason, data } : {}),
  };
}
