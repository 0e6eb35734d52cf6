import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

export type UrlCheck = { ok: true; params: Record<string, string>; expiresAt: Date } | { ok: false; reason: 'unsigned' | 'invalid' | 'expired' };

/**
 * HMAC-SHA256 signatures over a method, a path, its parameters and an expiry: the local object
 * store's answer to S3's presigned URLs. Changing any part of the URL (another club, another
 * player, a later expiry) breaks the signature.
 */
export class UrlSigner {
  private readonly key: KeyObject;

  /** The key is derived from the server's token secret, separately for each purpose. */
  constructor(secret: string, purpose = 'object-store-urls') {
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'golf-portal', purpose, 32)));
  }

  /** The query string (`a=1&expires=…&signature=…`) that makes `method path` valid until `expiresAt`. */
  sign(method: string, path: string, params: Record<string, string>, expiresAt: Date): string {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const signature = this.signature(method, path, params, expires);
    const query = new URLSearchParams({ ...params, expires, signature });
    return query.toString();
  }

  /** Checks a request's query: the signature first (so a changed expiry reads as invalid), then the time. */
  verify(method: string, path: string, query: Record<string, unknown>, now = Date.now()): UrlCheck {
    const { expires, signature, ...rest } = query;
    if (typeof expires !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'unsigned' };
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(rest)) {
      if (typeof v !== 'string') return { ok: false, reason: 'invalid' };
      params[k] = v;
    }
    const expected = Buffer.from(this.signature(method, path, params, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    const expiresAt = new Date(Number(expires) * 1000);
    if (!/^\d{1,12}$/.test(expires) || expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
    return { ok: true, params, expiresAt };
  }

  private signature(method: string, path: string, params: Record<string, string>, expires: string): string {
    const canonicalParams = Object.keys(params)
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]!)}`)
      .join('&');
    return createHmac('sha256', this.key).update([method.toUpperCase(), path, canonicalParams, expires].join('\n')).digest('base64url');
  }
}

/**
 * The signer of a secret and purpose, derived once per process: deriving the key (HKDF) cost more
 * than signing a link, and a video's answer signs several. Few secrets and purposes exist, so the
 * map stays small.
 */
export function urlSigner(secret: string, purpose = 'object-store-urls'): UrlSigner {
  const id = `${purpose}\n${secret}`;
  let signer = signers.get(id);
  if (!signer) signers.set(id, (signer = new UrlSigner(secret, purpose)));
  return signer;
}
const signers = new Map<string, UrlSigner>();
