import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { billDueSubscriptions } from './subscription-billing.ts';
import { remindUpcomingSubscriptions } from './subscription-notices.ts';

const EVERY_MS = 5 * 60_000;

/**
 * Every five minutes: reminders for upcoming billings, then the billing of due subscriptions. Every
 * process may run it: reminders are claimed by a conditional update and billings by
 * `FOR UPDATE SKIP LOCKED` with a lease, so nothing is sent or billed twice. (The one trigger to
 * move onto the job queue: `scheduleJob('subscriptions.bill', '*\/5 * * * *')`.)
 */
export function startSubscriptionBilling(app: FastifyInstance, ctx: Ctx): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = remindUpcomingSubscriptions(ctx)
        .then(() => billDueSubscriptions(ctx))
        .catch((error: unknown) => app.log.error({ err: error }, 'subscription billing failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
