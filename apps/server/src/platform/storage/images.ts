import sharp, { type Metadata } from 'sharp';
import { ServiceError } from '../errors.ts';
import { megabytes, UploadRefusedError } from './upload-refused.ts';

/** The photo formats every browser shows; HEIC and the like are refused with a clear message. */
export const PHOTO_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
const EXTENSIONS: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface PhotoLimits {
  maxBytes: number;
  /** Refuses decompression bombs: a small file that claims a huge picture. */
  maxPixels: number;
  /** The kept photo is scaled down to fit this edge. */
  maxEdge: number;
  thumbnailEdge: number;
}

export interface PreparedPhoto {
  image: { body: Buffer; contentType: PhotoType; extension: string; width: number; height: number };
  thumbnail: { body: Buffer; contentType: 'image/webp'; extension: 'webp'; width: number; height: number };
}

function isPhotoType(type: string): type is PhotoType {
  return type in PHOTO_TYPES;
}

function typeOfFormat(format: string | undefined): PhotoType | undefined {
  return (Object.keys(PHOTO_TYPES) as PhotoType[]).find((t) => PHOTO_TYPES[t] === format);
}

const ACCEPTED = 'JPEG, PNG or WebP';

/**
 * Checks an uploaded photo and makes what is kept of it: the declared type must be a photo type,
 * the bytes a whole, readable picture of one of those types within the limits. The kept photo is
 * turned upright and re-encoded without its metadata (no camera GPS position leaves the server),
 * and a small WebP thumbnail is made.
 */
export async function preparePhoto(bytes: Buffer, declaredType: string | undefined, limits: PhotoLimits): Promise<PreparedPhoto> {
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isPhotoType(declared)) {
    throw new UploadRefusedError(
      415,
      declared ? `A photo must be a ${ACCEPTED} image; this file was sent as ${declared}.` : `Send the photo with its content type (${ACCEPTED}).`,
    );
  }
  if (bytes.length > limits.maxBytes)
    throw new UploadRefusedError(413, `The photo is ${megabytes(bytes.length)}; a photo may be at most ${megabytes(limits.maxBytes)}.`);
  if (bytes.length === 0) throw new ServiceError('invalid', 'The photo is empty: choose the file again.', { field: 'file' });

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ServiceError('invalid', `This file is not a picture that can be read. Send a ${ACCEPTED} photo.`, { field: 'file' });
  }
  const actual = typeOfFormat(meta.format);
  if (!actual) throw new UploadRefusedError(415, `This file holds a ${meta.format ?? 'unknown'} picture; a photo must be a ${ACCEPTED} image.`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > limits.maxPixels) {
    throw new UploadRefusedError(
      413,
      `The photo is ${meta.width} × ${meta.height} pixels; a photo may be at most ${Math.round(limits.maxPixels / 1e6)} megapixels.`,
    );
  }

  try {
    // failOn 'error' decodes the whole picture: a truncated or corrupt file is refused here.
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: limits.maxPixels }).rotate();
    const fit = { width: limits.maxEdge, height: limits.maxEdge, fit: 'inside' as const, withoutEnlargement: true };
    const encoded = source.clone().resize(fit);
    if (actual === 'image/jpeg') encoded.jpeg({ quality: 85, mozjpeg: true });
    else if (actual === 'image/png') encoded.png({ compressionLevel: 9 });
    else encoded.webp({ quality: 85 });
    const [image, thumbnail] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      source
        .clone()
        .resize({ width: limits.thumbnailEdge, height: limits.thumbnailEdge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      image: { body: image.data, contentType: actual, extension: EXTENSIONS[actual], width: image.info.width, height: image.info.height },
      thumbnail: { body: thumbnail.data, contentType: 'image/webp', extension: 'webp', width: thumbnail.info.width, height: thumbnail.info.height },
    };
  } catch {
    throw new ServiceError('invalid', `This picture is damaged or incomplete and cannot be read. Send a ${ACCEPTED} photo.`, { field: 'file' });
  }
}
