import { defineJob, scheduleJob } from '../../../platform/jobs/index.ts';
import { runDocumentIndexer } from './document-indexer.ts';

// The catalogue indexer on the job queue, not in the writing transaction: an order's stock change
// then costs its transaction only the trigger's one queue row, and the documents of a product sold
// fifty times a minute are rewritten once. Listings may show a sale's stock up to a minute later
// (as the shared 30 s copies already do); the cart and the order always check stock themselves.
defineJob('catalogue.index-documents', async (ctx) => runDocumentIndexer(ctx.db, ctx.clock.now()), { retryLimit: 3, retryDelaySeconds: 10 });
scheduleJob('catalogue.index-documents', '* * * * *');
