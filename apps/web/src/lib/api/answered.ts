/**
 * A generated operation result as the screens read it. Magento's SDL leaves every list's items
 * nullable (`[OrderItemInterface]`), but the server never answers a null item: the items lose
 * their null, and every nullable field keeps its own.
 */
export type Answered<T> = T extends readonly (infer I)[] ? Answered<NonNullable<I>>[] : T extends object ? { [K in keyof T]: Answered<T[K]> } : T;
