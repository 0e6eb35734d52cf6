// What other domains may use from the scorecard: the one handicap figure.
// The pure scoring rules it builds on are portal/scoring's.
export { handicapFigure, handicapFigureOf, handicapRoundsJson, type HandicapRoundRow } from './figures.ts';
export { keptHandicapJson, handicapFigureFromKept, type KeptHandicapJson } from './kept-handicap.ts';
