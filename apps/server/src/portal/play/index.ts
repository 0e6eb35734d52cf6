export { trackedShots, trackedHoles } from './play.tables.ts';
export { strokesOfRounds } from './round-shots.ts';
