import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { billDueSubscriptions } from './subscription-billing.ts';
import { remindUpcomingSubscriptions } from './subscription-notices.ts';

/**
 * Every five minutes, once across all server processes (platform/jobs): reminders for upcoming
 * billings, then the billing of due subscriptions. Reminders are claimed by a conditional update
 * and billings by `FOR UPDATE SKIP LOCKED` with a lease, so even an overlapping retry sends and
 * bills nothing twice. A failed run is retried twice; the next period's run does the rest.
 */
defineJob(
  'subscriptions.bill',
  async (ctx) => {
    await remindUpcomingSubscriptions(ctx);
    await billDueSubscriptions(ctx);
  },
  { retryLimit: 2, retryDelaySeconds: 60 },
);
scheduleJob('subscriptions.bill', '*/5 * * * *');
