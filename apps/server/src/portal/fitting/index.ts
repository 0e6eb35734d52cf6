// The fitting domain's face: the stored shapes the seed writes.
export { type StoredCombination, type StoredPutter } from './fitting.tables.ts';
