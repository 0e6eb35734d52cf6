import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../harness.ts';
import { hostileDocuments, requestsForField, rootFields } from './graphql-requests.ts';

/**
 * The guard for the commerce GraphQL endpoint: every root field of the schema is called with
 * hostile arguments, signed in and not, and hostile documents are sent as a whole. Fails on any 5xx,
 * any "Internal server error", and any error without Magento's `extensions.category`. Seeded per
 * field (FUZZ_SEED, FUZZ_RUNS), so a failure repeats.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const seedOf = (name: string) => SEED ^ createHash('sha256').update(name).digest().readInt32BE(0);

let t: TestApp;
let customerToken: string;
let sent = 0;
let failures = 0;

beforeAll(async () => {
  t = await startTestApp();
  customerToken = (await signIn(t.app, 'player@example.com')).eToken;
});
afterAll(async () => t?.close());

/** Sends one body; answers what is wrong with the reply, or null. */
async function check(payload: string, signedIn: boolean): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload,
    headers: { 'content-type': 'application/json', host: 'localhost:8080', ...(signedIn ? { authorization: `Bearer ${customerToken}` } : {}) },
  });
  sent += 1;
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 200)}`;
  let body: { errors?: { message: string; extensions?: { category?: string } }[] };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} answered with no JSON: ${res.body.slice(0, 100)}`;
  }
  for (const error of body.errors ?? []) {
    if (error.message === 'Internal server error' || error.extensions?.category === 'internal') return `internal error: ${JSON.stringify(error).slice(0, 200)}`;
    if (!error.extensions?.category) return `${res.statusCode}, error without a category: ${JSON.stringify(error).slice(0, 200)}`;
  }
  return null;
}

async function fuzz<T>(name: string, arbitrary: fc.Arbitrary<T>, send: (v: T) => Promise<string | null>, problems: string[], runs = RUNS) {
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        const problem = await send(value);
        if (problem) {
          failures += 1;
          throw new Error(problem);
        }
      }),
      { seed: seedOf(name), numRuns: runs, endOnFailure: true },
    );
  } catch (error) {
    const message = (error as Error).message;
    problems.push(`${name}: ${/Counterexample: (.*)/.exec(message)?.[1]?.slice(0, 300)} → ${/Got error: (.*)/.exec(message)?.[1] ?? message.split('\n')[0]}`);
  }
}

describe('GraphQL fuzz', () => {
  it('answers every root field with hostile arguments without an internal error or an uncategorised one', async () => {
    const schema = (t.app as unknown as { graphql: { schema: GraphQLSchema } }).graphql.schema;
    const fields = rootFields(schema);
    expect(fields.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const field of fields) {
      await fuzz(`${field.operation} ${field.field.name}`, requestsForField(field), (r) => check(r.payload, r.signedIn), problems);
    }
    console.info(`GraphQL fuzz: ${fields.length} root fields, ${sent} requests so far, ${failures} failed`);
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers hostile documents (garbage, deep nesting, alias fans, bad bodies) with categorised errors', async () => {
    const problems: string[] = [];
    await fuzz('documents', hostileDocuments, (d) => check(d.payload, false), problems, 60);
    const bodies = [
      '{',
      '[]',
      '"x"',
      '{"query":5}',
      '{"query":null}',
      '{"query":"{ storeConfig { store_code } }","variables":"x"}',
      '{"query":"query Q($a: String) { storeConfig { store_code } }","variables":{"a":"\\u0000"}}',
      '{"query":"{ storeConfig { store_code } }","operationName":5}',
    ];
    for (const body of bodies) {
      const problem = await check(body, false);
      if (problem) problems.push(`${body}: ${problem}`);
    }
    console.info(`GraphQL fuzz: ${sent} requests in all, ${failures} failed`);
    expect(problems).toEqual([]);
  }, 600_000);
});
