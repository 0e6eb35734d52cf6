// What other domains may use from the scorecard: the pure computations and the settings table.
// The scorecard's services (which read rounds) are used only by its own routes.
export { scorecardSettings } from './scorecard.tables.ts';
export { scorecardTotals, holeStats, parAverages, greenInRegulation, isPlayed, percent, type HoleScore } from './hole-stats.ts';
export { courseHandicap, strokesReceived, adjustedGrossScore, scoreDifferential, handicapIndex, handicapHistory, roundTenth, type HandicapRound, type HandicapHole } from './handicap.ts';
export { expectedStrokes, categoryOf, strokeValue, sumStrokesGained, BASELINE_NAME, type BallState, type Stroke, type SgCategory } from './strokes-gained.ts';
