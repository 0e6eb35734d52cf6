import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../harness.ts';
import { operationsOf, requestsFor, type FuzzRequest } from './rest-requests.ts';

/**
 * The project's guard against "bad input gives a 500": every operation in the OpenAPI document is
 * sent hostile values (non-finite and huge numbers, NUL, long strings, wrong shapes) in its path,
 * query and body, signed in as a demo player. Any 5xx fails. Runs are seeded per operation
 * (FUZZ_SEED changes the seed, FUZZ_RUNS the runs per operation), so a failure repeats.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const seedOf = (name: string) => SEED ^ createHash('sha256').update(name).digest().readInt32BE(0);

let t: TestApp;
let token: string;
let address = 0;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(async () => t?.close());

async function send(req: FuzzRequest) {
  // Each request from its own address, so the per-address sign-in limits never block the session.
  address = (address + 1) % 250;
  return t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    payload: req.payload,
    remoteAddress: `10.13.0.${address + 1}`,
    headers: { authorization: `Bearer ${token}`, host: 'localhost:8080', ...(req.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
  });
}

describe('REST fuzz', () => {
  it('answers every operation in the OpenAPI document with no 5xx, whatever the input', async () => {
    const document = JSON.parse((await t.app.inject({ url: '/api/openapi.json' })).body);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    let sent = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      let signedOut = false;
      try {
        await fc.assert(
          fc.asyncProperty(requestsFor(op), async (req) => {
            const res = await send(req);
            sent += 1;
            if (res.statusCode === 401) signedOut = true;
            if (res.statusCode >= 500) serverErrors += 1;
            if (res.statusCode >= 500)
              throw new Error(`${res.statusCode} for ${req.method} ${req.url.slice(0, 200)} (${req.target}): ${res.body.slice(0, 200)}`);
          }),
          { seed: seedOf(name), numRuns: RUNS, endOnFailure: true },
        );
      } catch (error) {
        const message = (error as Error).message;
        failures.push(`${name}: ${/Got error: (.*)/.exec(message)?.[1] ?? message.split('\n').slice(0, 3).join(' ')}`);
      }
      // A call that ends the session (sign-out, password change) must not blind the rest.
      if (signedOut && (await t.app.inject({ url: '/api/v2/player/me', headers: { authorization: `Bearer ${token}` } })).statusCode === 401) {
        token = (await signIn(t.app, 'player@example.com')).access_token;
      }
    }
    console.info(`REST fuzz: ${operations.length} operations, ${sent} requests, ${serverErrors} answered 5xx (${failures.length} operations)`);
    expect(failures).toEqual([]);
  }, 600_000);
});
