import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import type { Ctx } from '../../platform/context.ts';
import { registerGraphqlCaching } from './cache.ts';
import { buildCommerceContext } from './context.ts';
import { formatCommerceErrors } from './errors.ts';
import { registerHoistedLiterals } from './hoisted-literals.ts';
import { noNulLiteralRule, registerGraphqlRequestChecks } from './input-rules.ts';
import { costRule, depthRule } from './limits.ts';
import { commerceResolvers } from './resolvers.ts';
import { SOURCE_DIR } from '../../server-dir.ts';

const COMMERCE_DIR = path.join(SOURCE_DIR, 'commerce');

/** base.graphql first, then every domain's SDL file, in a stable order. */
function loadSchema(): string {
  const files = readdirSync(COMMERCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a.endsWith('base.graphql') ? -1 : b.endsWith('base.graphql') ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(path.join(COMMERCE_DIR, f), 'utf8')).join('\n');
}

/** The commerce GraphQL endpoint at /graphql (GET for cacheable queries, POST for the rest). */
export async function registerCommerceGraphql(app: FastifyInstance, ctx: Ctx): Promise<void> {
  registerGraphqlRequestChecks(app, '/graphql');
  await app.register(mercurius, {
    schema: loadSchema(),
    // Typed from the SDL (generated/resolvers.ts); Mercurius's IResolvers has no __resolveType member.
    resolvers: commerceResolvers() as IResolvers,
    path: '/graphql',
    graphiql: !ctx.config.production,
    jit: 1,
    validationRules: ctx.config.production
      ? [costRule, depthRule(true), noNulLiteralRule, NoSchemaIntrospectionCustomRule]
      : [costRule, depthRule(false), noNulLiteralRule],
    context: (request) => buildCommerceContext(ctx, request),
    errorFormatter: formatCommerceErrors as never,
  });
  registerGraphqlCaching(app);
  registerHoistedLiterals(app, '/graphql');
}
