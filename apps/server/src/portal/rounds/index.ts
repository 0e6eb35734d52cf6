export { rounds, roundHoles } from './rounds.tables.ts';
