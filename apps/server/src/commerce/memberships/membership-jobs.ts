import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { renewDueMemberships } from './membership-renewals.ts';
import { sweepStuckPurchases } from './membership-sweeper.ts';

/**
 * Every five minutes, once across all server processes: renewal reminders, expiries and due
 * charges (claimed with SKIP LOCKED and a lease; the gateway charges once per key), so an
 * overlapping retry charges nothing twice. A failed run is retried twice; the next run does the rest.
 */
defineJob('memberships.renew', async (ctx) => void (await renewDueMemberships(ctx)), { retryLimit: 2, retryDelaySeconds: 60 });
scheduleJob('memberships.renew', '*/5 * * * *');

/**
 * Every five minutes, once across processes (each purchase is settled by a conditional update):
 * purchases whose process died between holding the device's place and finishing are finished or
 * released after asking the gateway whether the card was charged.
 */
defineJob('memberships.sweep-stuck', async (ctx) => void (await sweepStuckPurchases(ctx)), { retryLimit: 2, retryDelaySeconds: 60 });
scheduleJob('memberships.sweep-stuck', '*/5 * * * *');
