/**
 * A generated operation result as the screens read it. Magento's SDL leaves every list's items
 * nullable (`[OrderItemInterface]`), but the server never answers a null item: the items lose
 * their null, and every nullable field keeps its own.
 */
export type Answered<T> = T extends readonly (infer I)[] ? Answered<NonNullable<I>>[] : T extends object ? { [K in keyof T]: Answered<T[K]> } : T;

/**
 * A generated object whose named fields the server always fills, though Magento's SDL leaves them
 * nullable (an address's id and names, a country's id): those fields lose their null.
 */
export type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

declare const always: unique symbol;

/** In a FilledDeep spec: the field itself is always filled, and within it the fields that S names. */
export type Always<S> = { readonly [always]: S };

/**
 * Filled at every depth: S names the fields the server always fills, as a tree. `true` fills the
 * field; a nested spec keeps the field's own null and fills, within it (within each item of a
 * list), the fields it names; `Always<spec>` does both. A union (a product per __typename) is
 * filled member by member, so it still narrows by __typename.
 */
export type FilledDeep<T, S> = T extends readonly (infer I)[]
  ? FilledDeep<I, S>[]
  : T extends object
    ? { [K in keyof T]: K extends keyof S ? FilledField<T[K], S[K]> : T[K] }
    : T;

type FilledField<V, S> = S extends true ? NonNullable<V> : S extends Always<infer Inner> ? FilledDeep<NonNullable<V>, Inner> : FilledDeep<V, S>;
