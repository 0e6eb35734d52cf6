import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enCart from '@/locales/en/cart.json';
import enCommon from '@/locales/en/common.json';
import jaCart from '@/locales/ja/cart.json';
import jaCommon from '@/locales/ja/common.json';
import { refusalOf, refusalText } from './refusal';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'ja',
  resources: { en: { cart: enCart, common: enCommon }, ja: { cart: jaCart, common: jaCommon } },
  interpolation: { escapeValue: false },
});
const ja = i18n.getFixedT('ja');

/** A GraphQL refusal as commerce-api hands it on: the first error's words, all errors as data. */
const graphql = (extensions: object, message = 'This gift code has expired.') => ({
  status: 200,
  code: 'graphql-input',
  message,
  data: [{ message, extensions: { category: 'graphql-input', ...extensions } }],
});

describe('a refusal in the reader’s language', () => {
  it('reads the reason and figures of a GraphQL error and of a portal envelope', () => {
    expect(refusalOf(graphql({ reason: 'other_currency', data: { reason: 'other_currency', currency: 'JPY' } }))).toEqual({
      reason: 'other_currency',
      figures: { reason: 'other_currency', currency: 'JPY' },
    });
    expect(refusalOf({ status: 400, code: 400, message: 'x', data: { reason: 'spent' } })).toEqual({ reason: 'spent', figures: { reason: 'spent' } });
    expect(refusalOf(graphql({}))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });

  it('words a known reason with its figures, not the server’s English', () => {
    expect(refusalText(ja, graphql({ reason: 'expired', data: { reason: 'expired' } }), 'cart:refusal', 'x')).toBe(
      'このギフトコードは有効期限が切れています。',
    );
    expect(refusalText(ja, graphql({ reason: 'too_many_codes', data: { reason: 'too_many_codes', max: '5' } }), 'cart:refusal', 'x')).toBe(
      '1 つのカートで使えるギフトコードは 5 件までです。',
    );
  });

  it('says a lost connection and too many attempts in common words, else the server’s words, else the fallback', () => {
    expect(refusalText(ja, { status: 'network', code: 'network', message: 'Failed to fetch' }, 'cart:refusal', 'x')).toBe(jaCommon.errors.network);
    expect(refusalText(ja, { status: 429, code: 429, message: 'Too many attempts. Try again in 9 minutes.' }, 'cart:refusal', 'x')).toBe(
      jaCommon.errors.tooMany,
    );
    expect(refusalText(ja, graphql({ reason: 'something_new', data: { reason: 'something_new' } }, 'Server words.'), 'cart:refusal', 'x')).toBe(
      'Server words.',
    );
    expect(refusalText(ja, new Error('boom'), 'cart:refusal', 'もう一度お試しください。')).toBe('もう一度お試しください。');
  });
});
