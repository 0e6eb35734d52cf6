import type { Readable } from 'node:stream';

/** What a stored file is served with. */
export interface ObjectMeta {
  contentType: string;
  /** e.g. `inline; filename="driver.jpg"`; S3 and the local store both hand it back on download. */
  contentDisposition?: string;
  cacheControl?: string;
}

export interface StoredObject extends ObjectMeta {
  body: Readable;
  size: number;
}

/** Bytes `start` to `end`, both included (HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface LinkOptions {
  expiresAt: Date;
  /** This server's URL as the caller sees it, for links the local store serves itself. */
  baseUrl: string;
}

/**
 * One interface for files, whatever keeps them: the local file system under DATA_DIR, or any
 * S3-compatible store. Keys are paths of safe segments (`clubs/12/3f2a….jpg`); callers make them
 * unique so that a write never replaces a file someone may still be reading.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Stores the whole object; readers never see it half written. */
  put(key: string, body: Buffer, meta: ObjectMeta): Promise<void>;
  /**
   * The object, or null when there is none. With a byte range (inclusive, as HTTP's Range), the
   * body holds only those bytes and `size` stays the whole object's.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the objects that exist; missing keys are not an error. */
  delete(keys: string[]): Promise<void>;
  /** A link anyone holding it may GET until `expiresAt`, and no longer. */
  signedGetUrl(key: string, opts: LinkOptions): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`, never `..`, at most 512 characters. */
export function isObjectKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((s) => SEGMENT.test(s));
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`"${key}" is not a valid object key`);
}

/**
 * The expiry of a download link `ttlSeconds` from now, rounded up to a whole quarter hour so that
 * asking again within it gives the same link and the browser's cache keeps working.
 */
export function linkExpiry(ttlSeconds: number, now = Date.now()): Date {
  const quarter = 15 * 60 * 1000;
  return new Date(Math.ceil((now + ttlSeconds * 1000) / quarter) * quarter);
}
