export { issueCode, checkCode, codeError, redeemProof, hasProof, CODE_TTL_SECONDS, CODE_MAX_ATTEMPTS, type CheckResult } from './verification.service.ts';
export type { CodePurpose } from './verification.tables.ts';
