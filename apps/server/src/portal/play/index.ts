export { strokesOfRounds } from './round-shots.ts';
