import type { RoutePlugin } from '../platform/http/types.ts';
import { mediaRoutes } from './catalogue/media/media.routes.ts';
import { layoutRoutes } from './content/layouts.routes.ts';
import { proShopRoutes } from './content/pro-shop.routes.ts';
import { customerRoutes } from './customer/customer.routes.ts';
import { lenderRoutes, sandboxGatewayRoutes } from '../platform/payments/index.ts';
import { paymentConfigRoutes } from './payments/payment-config.routes.ts';
import { fittingOrdersRoutes } from './fitting-orders/fitting-orders.routes.ts';

/** Every commerce REST module (`/rest/...`, `/STSVEN/...` and the shop's `/api/...` calls); one line each. */
export const commerceRoutes: RoutePlugin[] = [customerRoutes, mediaRoutes, layoutRoutes, proShopRoutes, sandboxGatewayRoutes, lenderRoutes, paymentConfigRoutes, fittingOrdersRoutes];
