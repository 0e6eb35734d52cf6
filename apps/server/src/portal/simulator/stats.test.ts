import { describe, expect, it } from 'vitest';
import { dispersionEllipse } from './stats.ts';
import { converterFor, unitsOf } from './units.ts';

describe('dispersionEllipse', () => {
  it('draws a spread along the target line as an upright ellipse', () => {
    // Landing points (offline, carry): (-2,100) (2,100) (0,110) (0,90).
    // var(offline) = (4+4+0+0)/3 = 8/3, var(carry) = (0+0+100+100)/3 = 200/3, cov = 0.
    // 95 %: k = √(−2 ln 0.05) = 2.447747; semi-major = k·√(200/3) = 19.9858, semi-minor = k·√(8/3) = 3.9972.
    const e = dispersionEllipse({ n: 4, meanX: 0, meanY: 100, varX: 8 / 3, varY: 200 / 3, covXY: 0 })!;
    expect(e.centerOffline).toBe(0);
    expect(e.centerCarry).toBe(100);
    expect(e.semiMajor).toBeCloseTo(19.9858, 3);
    expect(e.semiMinor).toBeCloseTo(3.9972, 3);
    expect(e.angle).toBeCloseTo(90, 6);
    expect(e.confidence).toBe(0.95);
  });

  it('turns the ellipse with the covariance: long shots that also go right lean right', () => {
    // Covariance [[2, 1], [1, 2]]: eigenvalues 3 and 1, major axis at 45°.
    const e = dispersionEllipse({ n: 10, meanX: 1, meanY: 150, varX: 2, varY: 2, covXY: 1 })!;
    expect(e.semiMajor).toBeCloseTo(2.44775 * Math.sqrt(3), 4);
    expect(e.semiMinor).toBeCloseTo(2.44775, 4);
    expect(e.angle).toBeCloseTo(45, 6);
    const mirrored = dispersionEllipse({ n: 10, meanX: 1, meanY: 150, varX: 2, varY: 2, covXY: -1 })!;
    expect(mirrored.angle).toBeCloseTo(135, 6);
  });

  it('gives no ellipse for fewer than three shots', () => {
    expect(dispersionEllipse({ n: 2, meanX: 0, meanY: 100, varX: 1, varY: 1, covXY: 0 })).toBeNull();
  });
});

describe('units', () => {
  it('follows the two metric flags separately', () => {
    expect(unitsOf({ enableMetricDistances: true, enableMetricSpeeds: false })).toMatchObject({ distance: 'm', shortDistance: 'm', speed: 'mph' });
    expect(unitsOf({ enableMetricDistances: false, enableMetricSpeeds: true })).toMatchObject({ distance: 'yd', shortDistance: 'ft', speed: 'km/h' });
  });

  it('converts yards to metres and mph to km/h exactly', () => {
    const c = converterFor(unitsOf({ enableMetricDistances: true, enableMetricSpeeds: true }));
    expect(c.distance(100)).toBe(91.44);
    expect(c.speed(100)).toBe(160.93);
    expect(c.short(1)).toBe(0.91);
    const imperial = converterFor(unitsOf({ enableMetricDistances: false, enableMetricSpeeds: false }));
    expect(imperial.short(2)).toBe(6);
  });
});
