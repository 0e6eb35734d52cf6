import { Envelope, JobsOverview, JobsQuery } from '@golf/contracts';
import { ok } from '../http/origin.ts';
import type { RoutePlugin } from '../http/types.ts';
import { jobCounts, recentJobs } from './queue.ts';

/**
 * GET /api/dev/jobs: how many jobs of each kind are queued, running, done and failed, and the
 * newest ones with their last error. Not registered in production (where /metrics has the counts).
 */
export const jobsRoutes: RoutePlugin = async (app, { ctx }) => {
  if (ctx.config.production) return;
  app.get('/api/dev/jobs', { schema: { tags: ['development'], querystring: JobsQuery, response: { 200: Envelope(JobsOverview) } } }, async (request) =>
    ok({ counts: await jobCounts(ctx.db), jobs: await recentJobs(ctx.db, request.query) }),
  );
};
