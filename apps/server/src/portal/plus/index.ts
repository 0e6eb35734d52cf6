// Plus: what other domains may use. The video library gates plus-only videos on isPlusActive; the
// purchase history lists Plus charges with plusPurchasesOf.
export { plusRoutes } from './plus.routes.ts';
export { isPlusActive } from './plus.service.ts';
export { renewDuePlus } from './plus-renewal.ts';
export { plusPurchasesOf } from './plus-purchases.ts';
