export { rounds, roundHoles } from './rounds.tables.ts';
export { readableRound, ownRound, holesInScope, type RoundRow, type ReadableRound } from './round-access.ts';
export { applyHoleInput, columnsOf, valuesOf, EMPTY_DETAILS, type RoundHoleRow, type HoleValues } from './hole-input.ts';
export { holesOfRounds, toHoleScore, statusOf, talliesOfRounds, lastRoundJson, scoreOf, type RoundTally, type LastRoundJson } from './round-view.ts';
