export {
  roundRows,
  roundRowsAs,
  roundHoleRows,
  roundHoleRowsAs,
  saveHoleChanges,
  saveHoleChangesIfUnchanged,
  lockOwnRoundHoles,
  ownRoundHolesJson,
  type HoleChange,
  type LockedRoundHoles,
} from './round-reads.ts';
export { setCurrentHole } from './round-progress.ts';
export { readableRound, canRead, ownRound, holesInScope, type RoundRow, type ReadableRound } from './round-access.ts';
export { applyHoleInput, columnsOf, valuesOf, EMPTY_DETAILS, type HoleRow, type RoundHoleRow, type HoleValues } from './hole-input.ts';
export { holesOfRounds, holesJson, toHoleScore, statusOf, lastRoundJson, scoreOf, type RoundTally, type LastRoundJson } from './round-view.ts';
