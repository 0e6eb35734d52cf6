export { gamePlans, gamePlanGoals } from './game-plan.tables.ts';
