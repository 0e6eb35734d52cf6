import type { Readable } from 'node:stream';
import { megabytes, UploadRefusedError } from './upload-refused.ts';

/**
 * Reads an upload's body into memory, refusing it as soon as it passes `maxBytes`: an oversized
 * upload is never held whole, and nothing of it is stored.
 */
export function readLimitedBody(payload: Readable, maxBytes: number, declaredLength?: number): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > maxBytes) {
    payload.resume();
    return Promise.reject(tooLarge(declaredLength, maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    payload.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(undefined, maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks, size));
    });
    payload.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

function tooLarge(size: number | undefined, maxBytes: number) {
  return new UploadRefusedError(
    413,
    `${size === undefined ? 'The file is too large' : `The file is ${megabytes(size)}`}; a file may be at most ${megabytes(maxBytes)}.`,
  );
}

// Control characters and quotes, which a stored file's name must not carry.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"]/g;

/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266, with the
 * RFC 5987 `filename*=UTF-8''…` form preferred), reduced to a safe base name, or undefined.
 */
export function attachmentFileName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /filename\s*=\s*([^;\s"]+)/i.exec(header);
    name = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : bare?.[1];
  }
  if (!name) return undefined;
  // Keep the base name only; drop control characters and path separators.
  const base = name.split(/[\\/]/).pop()!.replace(UNSAFE_IN_NAME, '').trim().slice(0, 120);
  return base && base !== '.' && base !== '..' ? base : undefined;
}

/** `inline; filename="…"` with an ASCII fallback and the UTF-8 name, for serving a stored file. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
