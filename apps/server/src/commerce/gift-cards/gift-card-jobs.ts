import { defineJob, scheduleJob } from '../../platform/jobs/index.ts';
import { sendDueGiftCards } from './gift-card-issue.ts';

/**
 * Once a minute, across all server processes (platform/jobs), gift cards whose chosen delivery day
 * has come are e-mailed to their recipients. Codes are claimed by a conditional update, so none is
 * sent twice even when a retry overlaps the next run.
 */
defineJob('gift-cards.send', async (ctx) => sendDueGiftCards(ctx), { retryLimit: 2, retryDelaySeconds: 30 });
scheduleJob('gift-cards.send', '* * * * *');
