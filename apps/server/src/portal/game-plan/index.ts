export { gamePlans, gamePlanGoals } from './game-plan.tables.ts';
export { openPlanJson, openPlanOf, type PlanJson } from './game-plan.service.ts';
