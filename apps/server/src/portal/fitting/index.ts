// The fitting domain's face: its tables for the seed.
export { fittingSessions, type StoredCombination, type StoredPutter } from './fitting.tables.ts';
