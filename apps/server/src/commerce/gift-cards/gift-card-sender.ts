import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { sendDueGiftCards } from './gift-card-issue.ts';

const EVERY_MS = 60_000;

/**
 * Once a minute, gift cards whose chosen delivery day has come are e-mailed to their recipients.
 * Every process may run it: codes are claimed by a conditional update, so none is sent twice.
 * (The one trigger to move onto the job queue: `scheduleJob('gift-cards.send', '* * * * *')`.)
 */
export function startGiftCardSender(app: FastifyInstance, ctx: Ctx): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = sendDueGiftCards(ctx).catch((error: unknown) => app.log.error({ err: error }, 'gift card delivery failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
