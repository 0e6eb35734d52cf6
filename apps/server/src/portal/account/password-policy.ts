import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@golf/contracts';
import { invalid, type ServiceError } from '../../platform/errors.ts';

// The 49,000 most common passwords of zxcvbn's list (from leaked-password corpora), kept in memory
// lower-cased: a Set lookup per check.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/**
 * NIST SP 800-63B rules: 8 to 128 characters, not a well-known password, not the account's own
 * e-mail or name; no rules about character classes. Returns the reason, or null when acceptable.
 */
export function passwordProblem(password: string, context: { email?: string | null; names?: (string | null | undefined)[] } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is one of the most common ones and is easy to guess. Choose another.';
  const words = [context.email, context.email?.split('@')[0], ...(context.names ?? [])]
    .filter((w): w is string => Boolean(w && w.length >= 3))
    .map((w) => w.toLowerCase());
  if (words.some((w) => lower === w)) return 'Your password must not be your e-mail address or your name.';
  return null;
}

/** Throws a 400 naming `field` when the password is not acceptable. */
export function assertPassword(field: string, password: string, context: Parameters<typeof passwordProblem>[1] = {}): void {
  const problem = passwordProblem(password, context);
  if (problem) throw invalid(field, problem) as ServiceError;
}
