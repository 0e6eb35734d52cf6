import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { formatInteger, formatMeasure, formatNumber, formatPercent, formatShare, formatSigned, formatToPar, NO_VALUE } from './number';

// Intl writes a narrow no-break space in French groups and before %; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the shared number formatter', () => {
  it('writes a decimal comma in French and a point in English and Japanese', () => {
    expect(formatNumber(13.3, 'fr')).toBe('13,3');
    expect(formatNumber(13.3, 'en')).toBe('13.3');
    expect(formatNumber(13.3, 'ja')).toBe('13.3');
    expect(plain(formatInteger(6123.4, 'fr'))).toBe('6 123');
  });

  it('writes percentages and shares the language way', () => {
    expect(plain(formatPercent(51, 'fr'))).toBe('51 %');
    expect(formatPercent(51, 'en')).toBe('51%');
    expect(formatShare(0.42, 'en')).toBe('42%');
  });

  it('writes to-par as golfers do, E for even, and a dash when there is no figure', () => {
    expect(formatToPar(0, 'en')).toBe('E');
    expect(formatToPar(3, 'fr')).toBe('+3');
    expect(formatToPar(-2, 'ja')).toBe('−2');
    expect(formatToPar(null, 'en')).toBe('—');
    expect(formatNumber(undefined, 'en')).toBe('—');
    expect(formatSigned(0.35, 'fr')).toBe('+0,35');
  });

  it('writes a measure with up to its decimals, in a unit when asked', () => {
    expect(formatMeasure(1.5, 'en', 2)).toBe('1.5');
    expect(formatMeasure(34.256, 'fr', 2)).toBe('34,26');
    expect(formatMeasure(3.24, 'en', 1, 'kilometer')).toBe('3.2 km');
  });

  it('shows one dash for every missing figure, amounts included', () => {
    expect(formatMeasure(null, 'en')).toBe(NO_VALUE);
    expect(formatShare(undefined, 'ja')).toBe(NO_VALUE);
    expect(formatMoney(null, 'en')).toBe(NO_VALUE);
    expect(formatMoney({ value: 'abc', currency: 'USD' }, 'en')).toBe(NO_VALUE);
  });
});
