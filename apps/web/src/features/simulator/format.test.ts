import { describe, expect, it } from 'vitest';
import { digitsOf, unitOf } from './format';
import { formatNumber } from '@/lib/format/number';

const imperial = { distance: 'yd', height: 'yd', shortDistance: 'ft', speed: 'mph', spin: 'rpm', angle: 'deg' } as const;
const metric = { ...imperial, distance: 'm', height: 'm', shortDistance: 'm', speed: 'km/h' } as const;

describe('shot numbers', () => {
  it('labels each field with the unit of the answer', () => {
    expect(unitOf('carry', imperial)).toBe('yd');
    expect(unitOf('carry', metric)).toBe('m');
    expect(unitOf('ballSpeed', metric)).toBe('km/h');
    expect(unitOf('backSpin', metric)).toBe('rpm');
    expect(unitOf('launchAngle', metric)).toBe('°');
    expect(unitOf('smashFactor', metric)).toBe('');
  });

  it('shows spin whole, smash to two places, a dash when not measured', () => {
    expect(formatNumber(6123.4, 'en', digitsOf('backSpin'))).toBe('6,123');
    expect(formatNumber(1.4567, 'en', digitsOf('smashFactor'))).toBe('1.46');
    expect(formatNumber(152.25, 'fr', digitsOf('carry'))).toBe('152,3');
    expect(formatNumber(null, 'en', 1)).toBe('—');
  });
});
