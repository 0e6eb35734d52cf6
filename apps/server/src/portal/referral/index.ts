export { REFERRAL_OFFER } from './referral.service.ts';
