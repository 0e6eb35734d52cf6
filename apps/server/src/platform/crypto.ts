import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored as SHA-256 hashes: a leaked table reveals no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A keyed, URL-safe digest (HMAC-SHA-256): a secret only the holder of `key` can derive from `value`. */
export function keyedToken(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Constant-time string comparison, for every secret compared outside the database. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a), 'hex');
  const y = Buffer.from(sha256(b), 'hex');
  return timingSafeEqual(x, y) && a.length === b.length;
}

/** AES-256-GCM: `iv.ciphertext.tag`, base64url. Tampering makes `open` return null. */
export function seal(plain: string, keyHex: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

export function open(sealed: string, keyHex: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 3) return null;
  try {
    const [iv, body, tag] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
    if (iv.length !== 12 || tag.length !== 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
