import autocannon, { type Request as CannonRequest } from 'autocannon';

export interface Request {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Many shoppers: each request goes to the next of these in turn, so that the connections in
   * flight write to different carts (50 customers at once, not 50 writers to one cart).
   */
  rotate?: Omit<Request, 'rotate'>[];
  /** What a good answer's body must hold besides (a 200 that declined a card is not a placed order). */
  expect?: RegExp;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A request builder handing out the given requests in turn (autocannon resets per-client context, so a shared counter). */
function rotation(requests: Omit<Request, 'rotate'>[]) {
  let next = 0;
  return (req: CannonRequest): CannonRequest => {
    const r = requests[next++ % requests.length]!;
    return { ...req, method: r.method ?? 'GET', path: r.path, headers: { 'content-type': 'application/json', ...r.headers }, body: r.body };
  };
}

/**
 * A 200 answer can still be a failure: GraphQL puts errors in the body, and the cart's mutations
 * answer refused lines as user errors. Such an answer counts as a failed request, so a call that
 * "succeeds" by refusing fast (a full cart, an unknown field) cannot pass for a fast one.
 */
export function answeredWell(body: string): boolean {
  return !/"errors":\[\{|"user_errors":\[\{/.test(body);
}

/**
 * One autocannon run: `connections` clients for `seconds`, bounded in time, loopback only. Given
 * several requests, connection i sends only requests[i % n] (a different player per connection);
 * a request with `rotate` sends each request to the next of those in turn.
 *
 * The same load runs `warmupSeconds` first, unmeasured. A new database connection pays for each
 * statement once: the first run of it loads the catalogue caches (20–40 ms here) and the next five
 * are planned anew before PostgreSQL keeps a plan; 40 connections (two server processes) doing that
 * within a 5-second run was most of some calls' database time (home: 6.1 s planning, 1.8 s running
 * in one run). The warm-up measures the server as it runs once its connections are warm. A
 * rotation carries on from where the warm-up left it, so "a filter nobody asked for" stays one
 * nobody asked for.
 */
export async function measure(
  name: string,
  url: string,
  request: Request | Request[],
  opts: { connections: number; seconds: number; warmupSeconds?: number },
): Promise<Figures> {
  const list = Array.isArray(request) ? request : [request];
  const first = list[0]!;
  const rotate = first.rotate?.length ? rotation(first.rotate) : undefined;
  const run = (seconds: number) => {
    let next = 0;
    return autocannon({
      url: `${url}${first.path}`,
      method: first.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...first.headers },
      body: first.body,
      ...(rotate ? { requests: [{ setupRequest: rotate }] } : {}),
      connections: opts.connections,
      duration: seconds,
      // autocannon gives up on an answer after 10 s and counts it failed, though the server still
      // completes it (a placed order): on a loaded machine a slow write is slow, its p99 says so.
      timeout: 30,
      verifyBody: (body: string | Buffer | undefined) => answeredWell(String(body ?? '')) && (first.expect?.test(String(body ?? '')) ?? true),
      ...(list.length > 1
        ? {
            setupClient(client: autocannon.Client) {
              const own = list[next++ % list.length]!;
              client.setRequests([
                { method: own.method ?? 'GET', path: own.path, headers: { 'content-type': 'application/json', ...own.headers }, body: own.body },
              ]);
            },
          }
        : {}),
    });
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds);
  const result = await run(opts.seconds);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.mismatches,
    non2xx: result.non2xx,
  };
}
