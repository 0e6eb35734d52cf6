import type { RoutePlugin } from '../../platform/http/types.ts';
import { courseRoutes } from '../courses/courses.routes.ts';
import { playRoutes } from '../play/play.routes.ts';
import { scorecardRoutes } from '../scorecard/scorecard.routes.ts';
import { roundRoutes } from './rounds.routes.ts';

/** Courses, rounds, scorecards and play tracking: registered together (one line in portal/routes.ts). */
export const roundsAndCoursesRoutes: RoutePlugin[] = [courseRoutes, roundRoutes, scorecardRoutes, playRoutes];
