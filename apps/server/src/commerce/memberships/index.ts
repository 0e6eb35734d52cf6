// Launch-monitor devices and memberships: routes, resolvers and the renewal sweep for the app.
export { membershipRoutes } from './memberships.routes.ts';
export { membershipsResolvers } from './memberships.resolvers.ts';
export { renewDueMemberships, REMINDER_DAYS, RETRY_DAYS } from './membership-renewals.ts';
export { codeHashOf } from './membership-codes.service.ts';
export { normalizeEsn } from './devices.service.ts';
export { PRORATION_RULE } from './membership-pricing.ts';
