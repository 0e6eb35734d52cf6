/**
 * The service rows that GraphQL object types resolve from, where a resolver answers a row and the
 * type's field resolvers map it (a cart row for Cart, an order row for CustomerOrder). Each domain
 * names its own by declaration merging, beside its field resolvers:
 *
 *   declare module '../graphql/parents.ts' { interface ResolverParents { Cart: CartRow } }
 *
 * so that the generated resolver types (generated/resolvers.ts, whose mappers read this interface)
 * import no domain and the domains keep meeting only through their index.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface ResolverParents {}
