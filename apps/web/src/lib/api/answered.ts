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
