import autocannon from 'autocannon';

export interface Request {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run: `connections` clients for `seconds`, bounded in time, loopback only. */
export async function measure(name: string, url: string, request: Request, opts: { connections: number; seconds: number }): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
    connections: opts.connections,
    duration: opts.seconds,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
