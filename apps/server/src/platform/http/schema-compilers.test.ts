import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { writtenAsBuilt } from './schema-compilers.ts';

// Routes written by JSON.stringify rely on their answers being built to the schema: under vitest a
// difference from the compiled serializer's text fails the call, so a route's own tests catch it.
describe('writtenAsBuilt', () => {
  const schema = { response: { 200: Type.Object({ a: Type.Integer(), b: Type.Union([Type.String(), Type.Null()]) }) } };

  async function answerOf(body: unknown) {
    const app = Fastify();
    app.get('/x', { ...writtenAsBuilt, schema }, async () => body);
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return res;
  }

  it('writes an answer built to its schema as the compiled serializer would', async () => {
    const res = await answerOf({ a: 1, b: null });
    expect([res.statusCode, res.body]).toEqual([200, '{"a":1,"b":null}']);
  });

  it('fails an answer the compiled serializer would write differently: keys out of order, a key too many', async () => {
    expect((await answerOf({ b: 'x', a: 1 })).statusCode).toBe(500);
    expect((await answerOf({ a: 1, b: 'x', c: 2 })).statusCode).toBe(500);
  });
});
