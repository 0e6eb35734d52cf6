import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius from 'mercurius';
import { GRAPHQL_CATEGORY, ServiceError } from '../../platform/errors.ts';


/** Domain errors become Magento-shaped GraphQL errors; unexpected ones are logged and masked. */
export function formatCommerceErrors(execution: ExecutionResult & { statusCode?: number }, context: { reply?: { log: { error: (o: object, m: string) => void } } }) {
  const errors = (execution.errors ?? []).map((error) => {
    const original = error.originalError;
    if (original instanceof ServiceError) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { category: GRAPHQL_CATEGORY[original.kind], ...(original.opts.code ? { error_code: original.opts.code } : {}), ...(original.opts.field ? { field: original.opts.field } : {}) },
      });
    }
    if (original && !(original instanceof GraphQLError) && !('errors' in original) && error.path) {
      context.reply?.log.error({ err: original }, 'resolver failed');
      return new GraphQLError('Internal server error', { nodes: error.nodes, path: error.path, extensions: { category: 'internal' } });
    }
    return error;
  });
  // A context failure (unknown store, bad token) has no data: answer 200 as Magento does.
  const onlyDomain = (execution.errors ?? []).every((e) => e.originalError instanceof ServiceError);
  const result = mercurius.defaultErrorFormatter({ ...execution, errors, ...(onlyDomain ? { statusCode: 200 } : {}) } as never, context as never);
  return result;
}
