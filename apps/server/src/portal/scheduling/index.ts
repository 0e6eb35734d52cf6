export { appointments, centerHours, centerLessonTypes, coachHours, creditPacks, lessonTypes, schedulingPolicies } from './scheduling.tables.ts';
