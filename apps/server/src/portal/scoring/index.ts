// The rules of golf scoring as pure functions (WHS handicap, hole statistics, strokes gained, which of two
// devices' entries of a hole is kept), shared by
// rounds, play and the scorecard. It imports no domain, so each of them can use it without a cycle.
export { scorecardTotals, holeStats, parAverages, greenInRegulation, isPlayed, percent, type HoleScore } from './hole-stats.ts';
export {
  courseHandicap,
  strokesReceived,
  adjustedGrossScore,
  scoreDifferential,
  handicapIndex,
  roundTenth,
  strokeRanks,
  type HandicapHole,
} from './handicap.ts';
export { handicapHistory, HOLES_FOR_FIRST_INDEX, type HandicapRound, type HandicapRoundResult, type IndexState, type RecordEntry } from './handicap-history.ts';
export { expectedStrokes, categoryOf, strokeValue, sumStrokesGained, BASELINE_NAME, type BallState, type Stroke, type SgCategory } from './strokes-gained.ts';
export { editTimeOf, entryResult, type KeptEntry } from './device-entries.ts';
