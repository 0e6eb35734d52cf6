// Launch-monitor devices and memberships: routes, resolvers and the renewal sweep for the app.
import { registerOrderHooks } from '../checkout/index.ts';
import { holdMembershipOfOrder, releaseMembershipOfOrder, startMembershipOfOrder } from './shop-memberships.ts';
export { membershipRoutes } from './memberships.routes.ts';
export { membershipsResolvers } from './memberships.resolvers.ts';
export { renewDueMemberships, REMINDER_DAYS, RETRY_DAYS } from './membership-renewals.ts';
export { codeHashOf } from './membership-codes.service.ts';
export { normalizeEsn } from './devices.service.ts';
export { extendMembershipOfShopLine } from './shop-membership-renewals.ts';
export { registerShopLineSubscription, type PlanWords, type ShopLine, type ShopLineSubscription } from './shop-line-subscription.ts';
export { PRORATION_RULE } from './membership-pricing.ts';
export { membershipPurchasesOfEmail } from './membership-history.ts';

/** Memberships bought as launch-monitor shop products start on the customer's device when their order is paid; called once when the app is built. */
export function installShopMembershipHooks(): void {
  registerOrderHooks('shop-memberships', {
    written: (tx, input) => holdMembershipOfOrder(tx, input),
    declined: (tx, order) => releaseMembershipOfOrder(tx, order),
    paid: (ctx, order) => startMembershipOfOrder(ctx, order),
  });
}
