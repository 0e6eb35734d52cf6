import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/plus.json';
import jaCommon from '@/locales/ja/common.json';
import ja from '@/locales/ja/plus.json';
import { declineText, serverText } from './server-text';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ja', resources: { en: { plus: en, common: enCommon }, ja: { plus: ja, common: jaCommon } }, interpolation: { escapeValue: false } });

const refusal = (data: unknown, message = 'The coupon WELCOME20 has already been used.') => ({ status: 400, code: 400, message, field: 'couponCode', data });

describe('server refusals in the reader’s language', () => {
  it('words a known reason with its figures', () => {
    expect(serverText(i18n.getFixedT('ja'), refusal({ reason: 'coupon-used', code: 'WELCOME20' }), 'x')).toBe('クーポン WELCOME20 はすでに使用されています。');
    expect(serverText(i18n.getFixedT('en'), refusal({ reason: 'bucks-too-many', balance: '125.00', currency: 'USD' }), 'x')).toBe(
      'You have 125.00 bucks to use. Lower the bucks.',
    );
  });

  it('falls back to the server’s words for an unknown reason, and to the fallback for what is not a refusal', () => {
    expect(serverText(i18n.getFixedT('ja'), refusal({ reason: 'something-new' }, 'Server words.'), 'x')).toBe('Server words.');
    expect(serverText(i18n.getFixedT('ja'), refusal(null, 'Server words.'), 'x')).toBe('Server words.');
    expect(serverText(i18n.getFixedT('ja'), new Error('boom'), 'もう一度お試しください。')).toBe('もう一度お試しください。');
  });
});

describe('declined payments and refused cards in the reader’s language', () => {
  it('words a decline by the gateway’s reason, the server’s words only for a reason it does not know', () => {
    const ja = i18n.getFixedT('ja');
    expect(declineText(ja, { declineCode: 'insufficient_funds', message: 'Insufficient funds.' }, 'x')).toBe(
      'カードの利用可能額が不足しています。別のカードをご利用ください。',
    );
    expect(declineText(i18n.getFixedT('en'), { declineCode: 'challenge_every_payment', message: 'English.' }, 'x')).toMatch(
      /^This card asks for a 3-D Secure check at every payment/,
    );
    expect(declineText(ja, { declineCode: 'new_reason', message: 'Server words.' }, 'x')).toBe('Server words.');
    expect(declineText(ja, { declineCode: null, message: null }, 'もう一度')).toBe('もう一度');
  });
});
