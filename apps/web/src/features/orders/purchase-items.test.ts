import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { PurchaseEntry } from '@golf/contracts';
import en from '@/locales/en/orders.json';
import ja from '@/locales/ja/orders.json';
import { descriptionOf } from './purchase-items';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { orders: en }, ja: { orders: ja } }, interpolation: { escapeValue: false } });

const purchase = (items: PurchaseEntry['items']): PurchaseEntry => ({
  requestId: 'rn_1',
  receiptAddress: 'A',
  orderNumber: 'RN00000001',
  total: '1',
  currency: 'USD',
  date: '2026-03-10T15:00:00Z',
  studentName: 'A',
  status: 'complete',
  items,
});

describe('purchase items in the reader’s language', () => {
  it('words a renewal package from what it held, in English and Japanese', () => {
    const p = purchase([
      { name: '5 Lesson Pack', sku: 'renewal-3', quantity: 1, rowTotal: '449.00', renewal: { kind: 'game-plan', lessonCredits: 6, practiceCredits: 1 } },
    ]);
    expect(descriptionOf(p, i18n.getFixedT('en'), 'en')).toBe('Game plan: 6 lessons and 1 practice session');
    expect(descriptionOf(p, i18n.getFixedT('ja'), 'ja')).toBe('ゲームプラン（レッスン6回、練習1回）');
  });

  it('keeps shop products as the shop names them', () => {
    const p = purchase([
      { name: 'Tour Golf Balls', sku: 'B', quantity: 3, rowTotal: '30' },
      { name: 'Alignment Sticks', sku: 'S', quantity: 1, rowTotal: '10' },
    ]);
    expect(descriptionOf(p, i18n.getFixedT('en'), 'en')).toBe('Tour Golf Balls × 3, Alignment Sticks');
  });
});
