import type { RoutePlugin } from '../../platform/http/types.ts';
import { ensureDemoDownloads } from './demo-downloads.ts';

/** Downloads are served through the object store's signed links; this plugin only makes sure the demo files exist. */
export const downloadableRoutes: RoutePlugin = async (app, { ctx }) => {
  app.addHook('onReady', async () => {
    await ensureDemoDownloads(ctx).catch((error: unknown) => app.log.error({ err: error }, 'demo downloads could not be stored'));
  });
};
