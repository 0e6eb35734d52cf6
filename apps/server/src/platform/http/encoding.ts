import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding header admits (brotli, then gzip); q=0 refuses one. */
export function encodingOf(acceptEncoding: string | undefined): Encoding {
  const admitted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return admitted.has('br') ? 'br' : admitted.has('gzip') ? 'gzip' : 'identity';
}

/** A body made once and sent many times, compressed as hard as each encoding goes. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoding === 'gzip' ? gzipSync(body, { level: 9 }) : body;
}
