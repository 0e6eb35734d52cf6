import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ja from '@/locales/ja/payments.json';
import { cardRefusalText } from './card-refusal';
import { CardRefused } from './tokenize-card';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ja', resources: { ja: { payments: ja } }, interpolation: { escapeValue: false } });

describe('cardRefusalText', () => {
  it("words a refused card by the detail at fault, in the reader's language", () => {
    const t = i18n.getFixedT('ja');
    expect(cardRefusalText(t, new CardRefused('The security code must have 3 digits.', 'cvc'))).toBe(
      'セキュリティコードが受け付けられませんでした。カードに記載の3桁または4桁をご確認ください。',
    );
    expect(cardRefusalText(t, new CardRefused('Card number invalid.', 'cc_number'))).toMatch(/^カード番号/);
    expect(cardRefusalText(t, new CardRefused('Expired.', 'cc_exp_month'))).toMatch(/^有効期限/);
    expect(cardRefusalText(t, new CardRefused('Bad Request'))).toBe(
      'カードが受け付けられませんでした。カード情報をご確認いただくか、別のカードをご利用ください。',
    );
  });
});
