import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySigV4, type Verdict } from './sigv4-verifier.ts';

export interface VerifyingProxy {
  url: string;
  /** Every request's verdict, in order. */
  verdicts: Verdict[];
  close(): Promise<void>;
}

/**
 * Sits in front of an S3-compatible server and passes on only requests whose SigV4 signature
 * verifies with the given keys; others get S3's own 403 error document.
 */
export async function startVerifyingProxy(target: string, secrets: Record<string, string>): Promise<VerifyingProxy> {
  const verdicts: Verdict[] = [];
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const verdict = verifySigV4({ method: req.method ?? 'GET', path, query, headers: req.headers, body }, secrets);
      verdicts.push(verdict);
      if (!verdict.ok) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`);
        return;
      }
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'content-length': String(body.length) } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error) => {
        res.writeHead(502);
        res.end(error.message);
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    verdicts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
