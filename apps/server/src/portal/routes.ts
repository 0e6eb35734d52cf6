import type { RoutePlugin } from '../platform/http/types.ts';
import { purchasesRoutes } from './purchases/purchases.routes.ts';
import { courseRoutes } from './courses/courses.routes.ts';
import { roundRoutes } from './rounds/rounds.routes.ts';
import { scorecardRoutes } from './scorecard/scorecard.routes.ts';
import { playRoutes } from './play/play.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bagsRoutes } from './bags/bags.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { layoutRoutes } from './layout/layout.routes.ts';
import { outboxRoutes } from '../platform/messaging/outbox.routes.ts';
import { schedulingRoutes } from './scheduling/scheduling.routes.ts';
import { lessonsRoutes } from './lessons/lessons.routes.ts';
import { gamePlanRoutes } from './game-plan/game-plan.routes.ts';
import { simulatorRoutes } from './simulator/simulator.routes.ts';
import { trackingRoutes } from './tracking/tracking.routes.ts';
import { challengesRoutes } from './challenges/challenges.routes.ts';
import { fittingRoutes } from './fitting/fitting.routes.ts';
import { videosRoutes } from './videos/videos.routes.ts';
import { shareRoutes } from './videos/share.routes.ts';
import { swingsRoutes } from './videos/swings.routes.ts';
import { walletRoutes } from './wallet/index.ts';
import { plusRoutes } from './plus/index.ts';
import { gearRoutes } from './gear/index.ts';
import { renewalRoutes } from './renewal/index.ts';

/** Every portal REST module; a new domain adds its plugin here (one line). */
export const portalRoutes: RoutePlugin[] = [
  authRoutes,
  accountRoutes,
  configRoutes,
  registrationRoutes,
  notificationRoutes,
  referralRoutes,
  layoutRoutes,
  outboxRoutes,
  bagsRoutes,
  schedulingRoutes,
  lessonsRoutes,
  gamePlanRoutes,
  courseRoutes,
  roundRoutes,
  scorecardRoutes,
  playRoutes,
  simulatorRoutes,
  trackingRoutes,
  challengesRoutes,
  purchasesRoutes,
  fittingRoutes,
  videosRoutes,
  shareRoutes,
  swingsRoutes,
  walletRoutes,
  plusRoutes,
  gearRoutes,
  renewalRoutes,
];
