import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { renewDueMemberships } from './membership-renewals.ts';

/**
 * Every five minutes, once across all server processes: renewal reminders, expiries and due
 * charges (claimed with SKIP LOCKED and a lease; the gateway charges once per key), so an
 * overlapping retry charges nothing twice. A failed run is retried twice; the next run does the rest.
 */
defineJob('memberships.renew', async (ctx) => void (await renewDueMemberships(ctx)), { retryLimit: 2, retryDelaySeconds: 60 });
scheduleJob('memberships.renew', '*/5 * * * *');
