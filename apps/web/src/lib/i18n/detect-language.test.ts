import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('default language', () => {
  it('takes the first two letters of the browser language when supported', () => {
    expect(detectLanguage('fr-CA')).toBe('fr');
    expect(detectLanguage('ja')).toBe('ja');
    expect(detectLanguage('zh-Hant-TW')).toBe('zh');
    expect(detectLanguage('EN-gb')).toBe('en');
  });

  it('falls back to English for other or missing languages', () => {
    expect(detectLanguage('de-DE')).toBe('en');
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
});
