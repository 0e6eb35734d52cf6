import type { FastifyError, FastifyInstance } from 'fastify';
import { graphqlExtensionsOf, ServiceError } from '../errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isContention, isDatabaseUnavailable } from '../db/index.ts';
import { FINITE_KEYWORD, NO_NUL_KEYWORD } from './input-limits.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A validation failure told as a person would: which field, and what it must be. */
export function describeValidation(errors: AjvError[], context: string | undefined): { field: string; message: string } {
  const first = errors[0]!;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof first.params.missingProperty === 'string' ? first.params.missingProperty : '';
  const field = [path, missing].filter(Boolean).join('.') || context || 'request';
  let rule = first.message ?? 'is not valid';
  if (first.keyword === 'required') rule = 'is required';
  else if (first.keyword === 'format' && first.params.format === 'email') rule = 'must be a valid e-mail address';
  else if (first.keyword === 'additionalProperties')
    return { field: String(first.params.additionalProperty), message: `${String(first.params.additionalProperty)} is not a field this call takes` };
  else if (first.keyword === 'type') rule = `must be ${String(first.params.type)}`;
  else if (first.keyword === FINITE_KEYWORD) rule = 'must be a finite number (not Infinity)';
  else if (first.keyword === NO_NUL_KEYWORD) rule = 'must not contain a NUL character (\\u0000)';
  else if (first.keyword === 'maximum') rule = `must be a number no greater than ${String(first.params.limit)}`;
  else if (first.keyword === 'minimum') rule = `must be a number no less than ${String(first.params.limit)}`;
  else if (first.keyword === 'enum' && Array.isArray(first.params.allowedValues)) rule = `must be one of: ${first.params.allowedValues.join(', ')}`;
  else if (first.keyword === 'maxLength') rule = `must be at most ${String(first.params.limit)} characters long`;
  return { field, message: `${field} ${rule}` };
}

/** The one place domain errors become HTTP answers. No input ever turns into a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError && request.url.startsWith('/graphql')) {
      // Failures before GraphQL runs (unknown store, bad customer token) still answer as GraphQL.
      return reply.status(200).send({ data: null, errors: [{ message: error.message, extensions: graphqlExtensionsOf(error) }] });
    }
    if (error instanceof ServiceError) {
      if (error.opts.retryAfterSeconds) reply.header('retry-after', String(error.opts.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, data: error.opts.data ?? null, ...(error.opts.field ? { field: error.opts.field } : {}) });
    }
    if (error.validation) {
      const { field, message } = describeValidation(error.validation as AjvError[], error.validationContext);
      return reply.status(400).send({ code: 400, message, data: null, field });
    }
    if (isContention(error)) {
      // A deadlock or serialization failure that outlived inTransaction's retries and that no domain mapped.
      return reply.status(409).send({ code: 409, message: 'Someone changed this at the same moment. Please try again.', data: null });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting, failing over or has no free connection: not the request's fault,
      // and the same request will very likely work in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 503, message: DATABASE_UNAVAILABLE_MESSAGE, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ code: status, message: error.message, data: null });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, message: 'Something went wrong on our side. Please try again in a moment.', data: null });
  });
}
