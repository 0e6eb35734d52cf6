import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { expireOffers } from './waiting-list.service.ts';

/** The job that passes lapsed waiting-list offers on; the one trigger of expireOffers. */
export const EXPIRE_OFFERS_JOB = 'scheduling.expire-offers';

/**
 * Once a minute, waiting-list offers whose time ran out pass to the next player in line. The
 * schedule runs once per minute across every server process (platform/jobs), and expireOffers
 * claims rows with SKIP LOCKED besides, so a run that overlaps another handles none twice. A
 * failed run is not retried: the next minute's run does its work.
 */
defineJob(EXPIRE_OFFERS_JOB, async (ctx) => expireOffers(ctx), { retryLimit: 0 });
scheduleJob(EXPIRE_OFFERS_JOB, '* * * * *');
