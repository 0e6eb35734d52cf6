// Subscriptions' face for the app: routes, resolvers, the checkout hook that starts them and the
// billing verbs the job queue will run.
import { registerOrderHooks } from '../checkout/index.ts';
import { registerShopLineSubscription } from '../memberships/index.ts';
import { shopLineSubscription } from './subscription-plan-change.ts';
import { startSubscriptions } from './subscription-start.ts';

export { subscriptionRoutes } from './subscriptions.routes.ts';
export { subscriptionsResolvers } from './subscriptions.resolvers.ts';
export { billDueSubscriptions } from './subscription-billing.ts';
export { remindUpcomingSubscriptions } from './subscription-notices.ts';

/**
 * Starts subscriptions when an order with a subscription choice is paid, and moves a shop membership's
 * subscription with the membership when it changes plan; called once when the app is built.
 */
export function installSubscriptionHooks(): void {
  registerOrderHooks('subscriptions', { paid: (ctx, order, cart, lines) => startSubscriptions(ctx, order, cart, lines) });
  registerShopLineSubscription(shopLineSubscription);
}
