import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness.ts';
import { enqueueJob } from '../jobs/index.ts';
import { registerReadiness } from './readiness.ts';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers the web app, the 3-D Secure page and the pro shop frame live with', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/ping' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain http in development
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const frame = await call(t.app, { method: 'GET', url: '/pro-shop/pro-shop?store=US' });
    expect(frame.status).toBe(200);
    expect(frame.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('answers readiness apart from liveness', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/ping' })).body).toBe('pong');
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.checks.database.ok).toBe(true);
    expect(ready.body.checks.migrations).toMatchObject({ ok: true, detail: expect.stringMatching(/^(\d+) of \1 applied$/) });
    expect(ready.body.checks.jobs).toEqual({ ok: true, detail: 'worker started' });
  });

  it('is not ready (503, saying why) while the job worker has not started or the database is gone', async () => {
    const bare = Fastify();
    registerReadiness(bare, t.database, { started: false }, () => undefined);
    const waiting = await bare.inject({ method: 'GET', url: '/api/ready' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toMatchObject({
      status: 'not-ready',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: false, detail: 'worker not started' } },
    });
    await bare.close();
    const gone = Fastify();
    const broken = { ...t.database, db: { execute: async () => Promise.reject(new Error('connection refused')) } as never };
    registerReadiness(gone, broken, { started: true }, () => undefined);
    const down = await gone.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.database).toEqual({ ok: false, detail: 'unreachable: connection refused' });
    await gone.close();
  });

  it('exposes Prometheus metrics: requests and latency per route, the job queue, the process', async () => {
    await call(t.app, { method: 'GET', url: '/api/health' });
    await call(t.app, { method: 'GET', url: '/api/bag/12345678' });
    await enqueueJob(t.database.db, 'ops.never-defined', { n: 1 });
    const res = await call(t.app, { method: 'GET', url: '/metrics' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = String(res.body);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}|http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le=/,
    );
    expect(text).toContain('jobs{name="ops.never-defined",state="queued"} 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (t.database.kind === 'postgresql') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    // Raw URLs never become labels.
    expect(text).not.toContain('12345678');
  });
});

describe('operations under load and in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '100', PRESSURE_RETRY_AFTER_SECONDS: '7', METRICS_TOKEN: 'metrics-token-0123456789' });
  });
  afterAll(() => t.close());

  it('sheds load with 503 and Retry-After while the event loop is saturated, keeping liveness', async () => {
    const until = Date.now() + 1_500;
    while (Date.now() < until) {
      // hold the event loop, as a runaway computation would
    }
    await new Promise((resolve) => setTimeout(resolve, 20)); // the sampler runs first
    const busy = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('7');
    expect(busy.body.message).toMatch(/try again in 7 seconds/);
    // The delay it measured, never "Infinity ms behind" for a loop busy through a whole sample.
    expect(busy.body.message).toMatch(/overloaded \(\d+ ms behind\)/);
    expect((await call(t.app, { method: 'GET', url: '/api/ping' })).status).toBe(200);
    // Readiness answers in its own documented shape and says why requests are shed (it answered
    // 500 before: the shed body failed its response schema).
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.checks.load).toEqual({ ok: false, detail: expect.stringMatching(/^shedding API requests: \d+ ms behind$/) });
    // The web app's files are never shed: a page must not lose a script it needs.
    expect((await call(t.app, { method: 'GET', url: '/assets/index.js' })).status).not.toBe(503);
    expect((await call(t.app, { method: 'GET', url: '/lessons' })).status).not.toBe(503);
    // A calm sample later the server answers again (polled: a loaded machine may need a few).
    let status = 503;
    for (let i = 0; i < 20 && status === 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 550));
      status = (await call(t.app, { method: 'GET', url: '/api/health' })).status;
    }
    expect(status).toBe(200);
  });

  it('asks for the metrics token when one is configured', async () => {
    expect((await call(t.app, { method: 'GET', url: '/metrics' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/metrics', token: 'metrics-token-0123456789' })).status).toBe(200);
  });
});

describe('metrics in production', () => {
  it('are closed unless METRICS_TOKEN is set, and then need it as a bearer token', async () => {
    const closed = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.com' });
    try {
      const res = await call(closed.app, { method: 'GET', url: '/metrics' });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('http_requests_total');
    } finally {
      await closed.close();
    }
    const open = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://golf.example.com', METRICS_TOKEN: 'metrics-token-0123456789' });
    try {
      expect((await call(open.app, { method: 'GET', url: '/metrics' })).status).toBe(401);
      const res = await call(open.app, { method: 'GET', url: '/metrics', token: 'metrics-token-0123456789' });
      expect(res.status).toBe(200);
      expect(res.body).toContain('http_requests_total');
    } finally {
      await open.close();
    }
  });
});
