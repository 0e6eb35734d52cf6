// The stores (website, store view, currency, locale) every commerce domain reads.
export { type Store, findStore, STORES } from './stores.ts';
