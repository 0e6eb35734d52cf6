export { signUpsReferredBy, type ReferredSignUp } from './referred-sign-ups.ts';
