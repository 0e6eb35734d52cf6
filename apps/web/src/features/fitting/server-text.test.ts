import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/fitting.json';
import jaCommon from '@/locales/ja/common.json';
import ja from '@/locales/ja/fitting.json';
import { checkRefusalText, depositRefusalText } from './server-text';
import { optionLine } from './option-line';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'ja',
  resources: { en: { fitting: en, common: enCommon }, ja: { fitting: ja, common: jaCommon } },
  interpolation: { escapeValue: false },
});
const tJa = i18n.getFixedT('ja');
const yen = (v: string) => `¥${Number(v).toLocaleString('en-US')}`;
const refusal = (code: number | string, data: unknown, message = 'Server words.') => ({ status: code === 1003 ? 409 : 422, code, message, data });

describe('the deposit dialog in the reader’s language', () => {
  it('words a coupon or gift code check by its reason, the server’s sentence only for a reason it does not know', () => {
    expect(checkRefusalText(tJa, { reason: 'coupon_invalid', message: "The coupon code isn't valid." })).toBe(
      'このクーポンコードは無効です。コードを確認して、もう一度お試しください。',
    );
    expect(checkRefusalText(tJa, { reason: 'gift_spent', message: 'This gift code has no balance left.' })).toBe('このギフトコードには残高がありません。');
    expect(checkRefusalText(tJa, { reason: 'something_new', message: 'Server words.' })).toBe('Server words.');
  });

  it('words a declined card, a refusal with its amount and a club order code', () => {
    expect(depositRefusalText(tJa, refusal('PAYMENT_DECLINED', { declineCode: 'insufficient_funds' }), yen)).toBe(
      'カードの利用可能額が不足しています。別のカードをご利用ください。',
    );
    expect(depositRefusalText(tJa, refusal(400, { reason: 'deposit_changed', amount: '28000.00' }), yen)).toBe(
      'お支払いいただく手付金は¥28,000に変わりました。金額を確認して、もう一度お支払いください。',
    );
    expect(depositRefusalText(tJa, refusal(1003, { number: '100000042' }), yen)).toBe('この注文の手付金はお支払い済みです（注文番号 100000042）。');
    expect(depositRefusalText(tJa, refusal(400, null), yen)).toBe('Server words.');
    expect(depositRefusalText(tJa, { status: 'network', code: 'network', message: 'Failed to fetch' }, yen)).toBe(jaCommon.errors.network);
  });

  it('words the club attributes by their code', () => {
    expect(optionLine(tJa, { code: 'shaft_model', option_title: 'Shaft', option_value_title: 'ベンタス ブルー 6 S' })).toBe('シャフト：ベンタス ブルー 6 S');
    expect(optionLine(i18n.getFixedT('en'), { code: 'ferrule', option_title: 'Ferrule', option_value_title: 'Black' })).toBe('Ferrule: Black');
  });
});
