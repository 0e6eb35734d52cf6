// Every table of every domain, for Drizzle's query builder and drizzle-kit's migrations.
export * from '../platform/db/schemas.ts';
export * from '../portal/account/account.tables.ts';
export * from '../portal/auth/auth.tables.ts';
export { rateLimits } from '../platform/rate-limit.ts';
export * from '../commerce/customer/customer.tables.ts';
export * from '../portal/scheduling/scheduling.tables.ts';
export * from '../portal/lessons/lessons.tables.ts';
export * from '../portal/game-plan/game-plan.tables.ts';
export * from '../commerce/catalogue/catalogue.tables.ts';
export * from '../commerce/content/content.tables.ts';
export * from '../platform/messaging/outbox.tables.ts';
export * from '../portal/verification/verification.tables.ts';
export * from '../portal/registration/registration.tables.ts';
export * from '../portal/notifications/notifications.tables.ts';
export * from '../portal/referral/referral.tables.ts';
export * from '../portal/bags/bags.tables.ts';
