import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { EXPIRE_OFFERS_JOB, expireOffers } from './waiting-list.service.ts';

/**
 * The one trigger of expireOffers: waiting-list offers whose time ran out pass to the next player
 * in line. Each offer enqueues a run at its own deadline (offerNext); besides, the job runs once a
 * minute across every server process (platform/jobs) for any offer without one. expireOffers
 * claims rows with SKIP LOCKED, so overlapping runs handle none twice. A failed run is retried
 * twice; the next minute's run does the rest.
 */
defineJob(EXPIRE_OFFERS_JOB, async (ctx) => expireOffers(ctx), { retryLimit: 2, retryDelaySeconds: 10 });
scheduleJob(EXPIRE_OFFERS_JOB, '* * * * *');
