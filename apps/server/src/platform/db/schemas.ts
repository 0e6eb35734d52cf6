import { pgSchema } from 'drizzle-orm/pg-core';

/** The portal and the commerce back end own separate schemas and never join across them. */
export const portalSchema = pgSchema('portal');
export const commerceSchema = pgSchema('commerce');
