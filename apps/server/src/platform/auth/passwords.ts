import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. (Algorithm 2 is Argon2id; the enum is const.)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check, so a missing account cannot be told by timing.
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$tb6e3nXmIxL8t/dAAGpe1Q$LWIfQDyxv35Rc0p1TDUXZMJ7ZZaTAjiXISuVyw5ZLFU';
