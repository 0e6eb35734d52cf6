import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/common.json';
import ja from '@/locales/ja/common.json';
import { teeName } from './tee-name';

describe('tee names', () => {
  it('translates a tee named by its colour and keeps any other name as the course wrote it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ja', fallbackLng: 'en', ns: ['common'], resources: { en: { common: en }, ja: { common: ja } } });
    expect(teeName(i18n.t, 'White')).toBe('ホワイト');
    expect(teeName(i18n.t, ' blue ')).toBe('ブルー');
    expect(teeName(i18n.t, 'Championship')).toBe('Championship');
  });
});
