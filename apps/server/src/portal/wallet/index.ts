// Bucks and coupons: what other domains may use (renewal spends them; registration records referrals).
export { walletRoutes } from './wallet.routes.ts';
export { bucksBalance, bucksBalanceSql } from './wallet.service.ts';
export { couponDiscount, giveBackBucks, giveBackCoupon, spendBucks, spendCoupon, usableCoupon } from './wallet-spend.ts';
export { creditReferrerOnFirstPayment, recordReferral, REFERRAL_BUCKS } from './referral-credit.ts';
export { currencyOfRegion, digitsOf, moneyString } from './money.ts';
