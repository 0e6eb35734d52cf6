export { gamePlans, gamePlanGoals } from './game-plan.tables.ts';
export { openGamePlan } from './game-plan.service.ts';
