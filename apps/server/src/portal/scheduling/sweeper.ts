import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { expireOffers } from './waiting-list.service.ts';

const EVERY_MS = 60_000;

/**
 * Once a minute, waiting-list offers whose time ran out pass to the next player in line. Every
 * server process may run it: rows are claimed with SKIP LOCKED, so none is handled twice.
 */
export function startOfferSweeper(app: FastifyInstance, ctx: Ctx): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = expireOffers(ctx).catch((error: unknown) => app.log.error({ err: error }, 'waiting-list offer sweep failed'));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
