import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { boundInputSchema } from './input-limits.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, 'player@example.com')).access_token;
});
afterAll(async () => t?.close());

describe('input bounds for every route', () => {
  it('bounds integers to int4, numbers to finite values and refuses NUL in text, where a schema says nothing', () => {
    const bounded = boundInputSchema({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        lie: { type: 'number' },
        name: { type: 'string' },
        size: { type: 'integer', maximum: 20 },
        kind: { type: 'string', enum: ['a'] },
      },
    });
    expect(bounded.properties.id).toMatchObject({ minimum: -2147483648, maximum: 2147483647, 'x-finite': true });
    expect(bounded.properties.lie).toMatchObject({ minimum: -1e15, maximum: 1e15, 'x-finite': true });
    expect(bounded.properties.name).toMatchObject({ 'x-no-nul': true });
    expect(bounded.properties.size).toMatchObject({ minimum: -2147483648, maximum: 20 });
    expect(bounded.properties.kind).not.toHaveProperty('x-no-nul');
  });

  it.each([
    ['GET', '/api/bag/Infinity', undefined, 'id', 'finite'],
    ['GET', '/api/bag/-Infinity', undefined, 'id', 'finite'],
    ['GET', '/api/bag/1e999', undefined, 'id', 'finite'],
    ['GET', '/api/bag/2147483648', undefined, 'id', 'no greater than 2147483647'],
    ['GET', '/api/v2/player/notification?page=Infinity', undefined, 'page', 'finite'],
    ['GET', '/api/game-tracking/course?lat=1&long=2&name=pebble%00beach', undefined, 'name', 'NUL'],
    ['GET', '/api/play-golf/played-hole?roundId=1e999', undefined, 'roundId', 'finite'],
    ['POST', '/api/bag', '{"bagName":"weekend\\u0000bag"}', 'bagName', 'NUL'],
    ['PUT', '/api/v2/player', '{"firstName":"Ann\\u0000"}', 'firstName', 'NUL'],
    ['POST', '/api/player/sub-account/login', '{"playerId":9007199254740993}', 'playerId', 'no greater than 2147483647'],
  ])('%s %s answers 400 naming the field', async (method, url, payload, field, words) => {
    const res = await call(t.app, { method: method as 'GET', url, payload, token, headers: payload ? { 'content-type': 'application/json' } : {} });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(words);
  });

  it('refuses a body number spelt "Infinity" and a raw 1e999', async () => {
    for (const lat of ['"Infinity"', '1e999']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/weather',
        token,
        payload: `{"lat":${lat},"lon":0}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });
});
