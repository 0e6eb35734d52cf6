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

/**
 * One autocannon run: `connections` clients for `seconds`, bounded in time, loopback only. Given
 * several requests, connection i sends only requests[i % n] (a different player per connection).
 */
export async function measure(name: string, url: string, request: Request | Request[], opts: { connections: number; seconds: number }): Promise<Figures> {
  const list = Array.isArray(request) ? request : [request];
  const first = list[0]!;
  let next = 0;
  const result = await autocannon({
    url: `${url}${first.path}`,
    method: first.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...first.headers },
    body: first.body,
    connections: opts.connections,
    duration: opts.seconds,
    ...(list.length > 1
      ? {
          setupClient(client: autocannon.Client) {
            const own = list[next++ % list.length]!;
            client.setRequests([{ method: own.method ?? 'GET', path: own.path, headers: { 'content-type': 'application/json', ...own.headers }, body: own.body }]);
          },
        }
      : {}),
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
