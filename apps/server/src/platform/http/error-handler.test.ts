import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

describe('HTTP error handler', () => {
  it('answers a ServiceError raised before GraphQL runs with the same extensions a resolver error gets, error_code and field included', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    // Stands for the GraphQL context builder (store header, customer token), which fails before any resolver.
    app.post('/graphql', () => {
      throw new ServiceError('rule', 'The gift card has expired.', { code: 'GIFT_CARD_EXPIRED', field: 'gift_card_code' });
    });
    const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: null,
      errors: [{ message: 'The gift card has expired.', extensions: { category: 'graphql-input', error_code: 'GIFT_CARD_EXPIRED', field: 'gift_card_code' } }],
    });
    await app.close();
  });

  it('answers REST with the code, message and field', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/api/x', () => {
      throw new ServiceError('not-found', 'The order was not found.', { code: 1004 });
    });
    const res = await app.inject({ method: 'GET', url: '/api/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1004, message: 'The order was not found.', data: null });
    await app.close();
  });
});
