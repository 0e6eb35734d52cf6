import { createHash, createHmac } from 'node:crypto';

/**
 * An independent check of AWS Signature Version 4 as S3 applies it, written from AWS's
 * documentation (not from the SDK), and itself proven against AWS's published examples. The S3
 * adapter's tests put it in front of a local S3-compatible server that does not check v4
 * signatures, so that every request the adapter makes is verified.
 */

export interface SignedRequest {
  method: string;
  /** The path as sent, percent-encoded. */
  path: string;
  /** The query string as sent, without the leading `?`. */
  query: string;
  /** Lower-cased header names. */
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
}

export type Verdict =
  | { ok: true; accessKeyId: string }
  | { ok: false; code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'InvalidAccessKeyId' | 'XAmzContentSHA256Mismatch'; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, '%20'));
}

function parseQuery(query: string): [string, string][] {
  if (!query) return [];
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      return i < 0 ? [decode(pair), ''] : [decode(pair.slice(0, i)), decode(pair.slice(i + 1))];
    });
}

function headerValue(headers: SignedRequest['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** The canonical request of AWS's documentation; S3 encodes each path segment once. */
export function canonicalRequest(request: SignedRequest, signedHeaders: string[], payloadHash: string, dropParam?: string): string {
  const path =
    request.path
      .split('/')
      .map((segment) => uriEncode(decode(segment)))
      .join('/') || '/';
  const query = parseQuery(request.query)
    .filter(([k]) => k !== dropParam)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${(headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  return [request.method.toUpperCase(), path, query, headers, signedHeaders.join(';'), payloadHash].join('\n');
}

export function signature(secret: string, amzDate: string, scope: string, canonical: string): string {
  const [date, region, service] = scope.split('/');
  const stringToSign = [ALGORITHM, amzDate, scope, hex(canonical)].join('\n');
  return createHmac('sha256', signingKey(secret, date!, region!, service!))
    .update(stringToSign)
    .digest('hex');
}

function amzTime(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

const refuse = (code: Exclude<Verdict, { ok: true }>['code'], message: string): Verdict => ({ ok: false, code, message });

/** Verifies a request signed in its Authorization header or in its query (a presigned URL). */
export function verifySigV4(request: SignedRequest, secrets: Record<string, string>, now = Date.now()): Verdict {
  const authorization = headerValue(request.headers, 'authorization');
  const params = new Map(parseQuery(request.query));
  let credential: string, signedHeaders: string[], given: string, amzDate: string, payloadHash: string;
  let dropParam: string | undefined;
  if (authorization) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!m) return refuse('SignatureDoesNotMatch', 'malformed Authorization header');
    [, credential, , given] = m as unknown as [string, string, string, string];
    signedHeaders = m[2]!.split(';');
    amzDate = headerValue(request.headers, 'x-amz-date') ?? '';
    payloadHash = headerValue(request.headers, 'x-amz-content-sha256') ?? '';
    if (!payloadHash) return refuse('SignatureDoesNotMatch', 'x-amz-content-sha256 is missing');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && !payloadHash.startsWith('STREAMING-') && hex(request.body ?? Buffer.alloc(0)) !== payloadHash) {
      return refuse('XAmzContentSHA256Mismatch', 'the body does not match x-amz-content-sha256');
    }
    if (Math.abs(now - amzTime(amzDate)) > 15 * 60 * 1000) return refuse('AccessDenied', 'the request time is too far from now');
  } else if (params.get('X-Amz-Algorithm') === ALGORITHM) {
    credential = params.get('X-Amz-Credential') ?? '';
    signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';');
    given = params.get('X-Amz-Signature') ?? '';
    amzDate = params.get('X-Amz-Date') ?? '';
    payloadHash = params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    dropParam = 'X-Amz-Signature';
    const expires = Number(params.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return refuse('AccessDenied', 'X-Amz-Expires is not valid');
    if (now > amzTime(amzDate) + expires * 1000) return refuse('AccessDenied', 'Request has expired');
  } else {
    return refuse('AccessDenied', 'the request is not signed');
  }
  if (!signedHeaders.includes('host')) return refuse('SignatureDoesNotMatch', 'host must be signed');
  const [accessKeyId, ...scopeParts] = credential.split('/');
  const secret = secrets[accessKeyId ?? ''];
  if (!secret) return refuse('InvalidAccessKeyId', `unknown access key ${accessKeyId}`);
  const scope = scopeParts.join('/');
  if (!scope.startsWith(amzDate.slice(0, 8)) || !scope.endsWith('/s3/aws4_request')) return refuse('SignatureDoesNotMatch', 'credential scope does not match');
  const expected = signature(secret, amzDate, scope, canonicalRequest(request, signedHeaders, payloadHash, dropParam));
  return expected === given
    ? { ok: true, accessKeyId: accessKeyId! }
    : refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}
