import type { RoutePlugin } from '../platform/http/types.ts';
import { accountRoutes } from './account/account.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bagsRoutes } from './bags/bags.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { schedulingRoutes } from './scheduling/scheduling.routes.ts';

/** Every portal REST module; a new domain adds its plugin here (one line). */
export const portalRoutes: RoutePlugin[] = [authRoutes, accountRoutes, configRoutes, bagsRoutes, schedulingRoutes];
