import type { Config } from '../../config.ts';
import { LocalObjectStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3ObjectStore } from './s3-store.ts';
import { urlSigner, type UrlSigner } from './url-signing.ts';

export type { ObjectStore, ObjectMeta, StoredObject, LinkOptions, ByteRange } from './object-store.ts';
export { isObjectKey, linkExpiry } from './object-store.ts';
export { UrlSigner, urlSigner } from './url-signing.ts';
export { UploadRefusedError } from './upload-refused.ts';
export { readLimitedBody, attachmentFileName, inlineDisposition } from './upload-body.ts';
export { preparePhoto, PHOTO_TYPES, type PhotoLimits, type PreparedPhoto } from './images.ts';

/** Signs the URLs this server serves itself: local downloads and uploads through the server. */
export function urlSignerOf(config: Config): UrlSigner {
  return urlSigner(config.secrets.jwtKey);
}

/** The configured store: S3-compatible when S3_BUCKET is set, otherwise files under DATA_DIR. */
export function openObjectStore(config: Config): ObjectStore {
  const storage = config.storage;
  if (storage.kind === 's3') return new S3ObjectStore(storage);
  return new LocalObjectStore(storage.dir, urlSignerOf(config));
}
