import type { RoutePlugin } from '../platform/http/types.ts';
import { mediaRoutes } from './catalogue/media/media.routes.ts';
import { viewsRoutes } from './catalogue/views/views.routes.ts';
import { layoutRoutes, proShopRoutes } from './content/index.ts';
import { customerRoutes } from './customer/customer.routes.ts';
import { lenderRoutes, sandboxGatewayRoutes } from '../platform/payments/index.ts';
import { paymentConfigRoutes } from './payments/payment-config.routes.ts';
import { giftCardRoutes, installGiftCardHooks } from './gift-cards/index.ts';
import { installSubscriptionHooks, subscriptionRoutes } from './subscriptions/index.ts';
import { returnsRoutes } from './returns/index.ts';
import { fittingOrdersRoutes } from './fitting-orders/fitting-orders.routes.ts';
import { installShopMembershipHooks, membershipRoutes } from './memberships/index.ts';
import { downloadableRoutes, installDownloadableHooks } from './downloadables/index.ts';

// Gift codes, subscriptions, downloadable links and shop-bought memberships take part in cart totals and checkout through registered hooks.
installGiftCardHooks();
installSubscriptionHooks();
installDownloadableHooks();
installShopMembershipHooks();

/** Every commerce REST module (`/rest/...`, `/STSVEN/...` and the shop's `/api/...` calls); one line each. */
export const commerceRoutes: RoutePlugin[] = [
  customerRoutes,
  mediaRoutes,
  viewsRoutes,
  layoutRoutes,
  proShopRoutes,
  sandboxGatewayRoutes,
  lenderRoutes,
  paymentConfigRoutes,
  giftCardRoutes,
  subscriptionRoutes,
  returnsRoutes,
  fittingOrdersRoutes,
  membershipRoutes,
  downloadableRoutes,
];
