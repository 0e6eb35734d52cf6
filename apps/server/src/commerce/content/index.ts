// The shop's content (layouts, pro shop pages) as the registries list it; no other domain reads it.
export { contentResolvers } from './content.resolvers.ts';
export { layoutRoutes } from './layouts.routes.ts';
export { proShopRoutes } from './pro-shop.routes.ts';
