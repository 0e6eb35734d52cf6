import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import lessons from '@/locales/en/lessons.json';
import type { ApiError } from '../api/api-error';
import { errorText } from './error-text';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: ['common', 'lessons'], defaultNS: 'common', resources: { en: { common, lessons } }, interpolation: { escapeValue: false } });
const t = i18n.t;
const failure = (status: ApiError['status'], message = '', code: ApiError['code'] = typeof status === 'number' ? status : status): ApiError => ({
  status,
  code,
  message,
});

describe('errorText', () => {
  it('words a lost connection or a timeout itself, never with the browser text', () => {
    expect(errorText(t, failure('network', 'Failed to fetch'))).toBe(common.errors.network);
    expect(errorText(t, failure('timeout', 'signal timed out'))).toBe(common.errors.network);
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe(common.errors.network);
  });

  it("prefers the screen's sentence for a code it knows over the server's words", () => {
    expect(errorText(t, failure(409, 'Slot taken', 50001), { codes: 'lessons:errors' })).toBe(lessons.errors['50001']);
    expect(errorText(t, failure(409, 'Slot taken', 50001), { known: () => 'Known' })).toBe('Known');
  });

  it("passes on the server's sentence for a refusal and a GraphQL error", () => {
    expect(errorText(t, failure(422, 'The code has expired.', 'graphql-input'), { codes: 'lessons:errors', fallback: 'F' })).toBe('The code has expired.');
    expect(errorText(t, failure(200, 'The cart is empty.', 'graphql-no-such-entity'))).toBe('The cart is empty.');
    expect(errorText(t, new Error('File too large.'))).toBe('File too large.');
  });

  it("falls back by status when the server's words are not for the reader", () => {
    expect(errorText(t, failure(500, 'Internal Server Error'))).toBe(common.errors.server);
    expect(errorText(t, failure('parse', 'Bad Gateway'))).toBe(common.errors.server);
    expect(errorText(t, failure(404))).toBe(common.errors.notFound);
    expect(errorText(t, failure(403))).toBe(common.errors.forbidden);
    expect(errorText(t, failure(429))).toBe(common.errors.tooMany);
    expect(errorText(t, failure(400))).toBe(common.errors.generic);
    expect(errorText(t, undefined)).toBe(common.errors.generic);
  });

  it("uses the screen's fallback before the one by status", () => {
    expect(errorText(t, failure(503, 'Service Unavailable'), { fallback: 'Could not save.' })).toBe('Could not save.');
    expect(errorText(t, { weird: true }, { fallback: 'Could not save.' })).toBe('Could not save.');
  });
});
