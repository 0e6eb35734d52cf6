import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertObjectKey, type ByteRange, type LinkOptions, type ObjectMeta, type ObjectStore, type StoredObject } from './object-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** S3 refuses presigned links that live longer than seven days. */
const MAX_LINK_SECONDS = 7 * 24 * 3600;

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK. Downloads are S3's own
 * presigned GET links; the server never relays those bytes.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible stores do not take the SDK's
      // default CRC32 trailers on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer, meta: ObjectMeta): Promise<void> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: meta.contentType,
        ContentDisposition: meta.contentDisposition,
        CacheControl: meta.cacheControl,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // A ranged answer's Content-Range ends with the whole object's size.
      const whole = range ? Number(/\/(\d+)$/.exec(out.ContentRange ?? '')?.[1]) : NaN;
      return {
        body: out.Body as Readable,
        size: Number.isFinite(whole) ? whole : (out.ContentLength ?? 0),
        contentType: out.ContentType ?? 'application/octet-stream',
        contentDisposition: out.ContentDisposition,
        cacheControl: out.CacheControl,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    // One call per key: DeleteObjects needs a Content-MD5 that some compatible stores reject.
    await Promise.all(
      keys.map((key) => {
        assertObjectKey(key);
        return this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      }),
    );
  }

  async signedGetUrl(key: string, opts: LinkOptions): Promise<string> {
    assertObjectKey(key);
    // Signed as of the start of the quarter hour: asking again soon gives the same link, and the
    // browser's cache keeps the photo.
    const quarter = 15 * 60 * 1000;
    const signingDate = new Date(Math.floor(Date.now() / quarter) * quarter);
    const seconds = Math.min(MAX_LINK_SECONDS, Math.max(1, Math.round((opts.expiresAt.getTime() - signingDate.getTime()) / 1000)));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { expiresIn: seconds, signingDate });
  }

  close(): void {
    this.client.destroy();
  }
}
