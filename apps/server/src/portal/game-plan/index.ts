export { openPlanJson, openPlanOf, type PlanJson } from './game-plan.service.ts';
