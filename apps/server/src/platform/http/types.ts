import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ctx } from '../context.ts';

/** Every route module is a Fastify plugin that receives the service context. */
export type RoutePlugin = FastifyPluginAsyncTypebox<{ ctx: Ctx }>;
