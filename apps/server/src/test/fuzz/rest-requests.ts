import fc from 'fast-check';
import { badValue, type BadValue } from './bad-values.ts';
import { validValue, withBadValue, type JsonSchema } from './schema-values.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  /** What was made bad, for the failure report. */
  target: string;
}

/** Every operation the OpenAPI document describes (so new routes are fuzzed without listing them). */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content['application/json']?.schema });
    }
  }
  return ops;
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Percent-encodes like encodeURIComponent, but a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((c) =>
        /[\ud800-\udfff]/.test(c)
          ? `%${[...Buffer.from([0xed, 0xa0 + ((c.charCodeAt(0) >> 6) & 0x1f), 0x80 | (c.charCodeAt(0) & 0x3f)])].map((b) => b.toString(16)).join('%')}`
          : encodeURIComponent(c),
      )
      .join('');
  }
}

function urlOf(op: Operation, pathValues: Record<string, string>, query: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(pathValues[name] ?? '1'));
  const qs = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/**
 * Requests for one operation: a valid-looking call with one bad value in a path parameter, a query
 * value or a body field, or a body of the wrong shape altogether.
 */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validValue(p.schema).map(text)])) as Record<string, fc.Arbitrary<string>>);
  const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, validValue(p.schema).map(text)])) as Record<string, fc.Arbitrary<string>>, {
    requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
  });
  const bodyArb = op.body ? validValue(op.body) : fc.constant(undefined);
  const sendsBody = op.method !== 'GET' && op.method !== 'HEAD';

  const build = (pathValues: Record<string, string>, query: Record<string, string>, payload: string | undefined, target: string): FuzzRequest => ({
    method: op.method,
    url: urlOf(op, pathValues, query),
    payload: sendsBody ? payload : undefined,
    target,
  });

  const kinds: fc.Arbitrary<FuzzRequest>[] = [];
  if (pathParams.length) {
    kinds.push(
      fc
        .tuple(pathArb, queryArb, bodyArb, fc.constantFrom(...pathParams.map((p) => p.name)), badValue)
        .map(([pv, q, b, name, bad]) =>
          build({ ...pv, [name]: bad.text }, q, b === undefined ? undefined : JSON.stringify(b), `path ${name} = ${JSON.stringify(bad.text.slice(0, 40))}`),
        ),
    );
  }
  if (queryParams.length) {
    kinds.push(
      fc
        .tuple(pathArb, queryArb, bodyArb, fc.constantFrom(...queryParams.map((p) => p.name)), badValue)
        .map(([pv, q, b, name, bad]) =>
          build(pv, { ...q, [name]: bad.text }, b === undefined ? undefined : JSON.stringify(b), `query ${name} = ${JSON.stringify(bad.text.slice(0, 40))}`),
        ),
    );
  }
  if (op.body && sendsBody) {
    kinds.push(
      fc
        .tuple(pathArb, queryArb, bodyArb, fc.nat(), badValue)
        .map(([pv, q, b, pick, bad]: [Record<string, string>, Record<string, string>, unknown, number, BadValue]) => {
          const payload = withBadValue(b, op.body, pick, bad);
          return build(pv, q, payload, `body ${payload.slice(0, 120)}`);
        }),
    );
  }
  // The valid-looking call itself, so the happy path's own edge values are tried too.
  kinds.push(fc.tuple(pathArb, queryArb, bodyArb).map(([pv, q, b]) => build(pv, q, b === undefined ? undefined : JSON.stringify(b), 'valid-looking call')));
  return fc.oneof(...kinds);
}
