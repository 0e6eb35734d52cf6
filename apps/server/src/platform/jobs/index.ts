export { enqueueJob, jobCounts, type EnqueueOptions, type Executor } from './queue.ts';
export { defineJob, scheduleJob, type JobHandler, type JobOptions, type JobRun } from './registry.ts';
export { runDueJobs, startJobWorker, type JobWorker, type RunReport } from './runner.ts';
export { jobsRoutes } from './jobs.routes.ts';
