import { describe, expect, it } from 'vitest';
import { chartRange, ellipseExtent, ellipsePoints } from './ellipse-geometry';

// A 3-wood spread long along the target line and leaning right, as it spilled out of the chart.
const threeWood = { centerOffline: 12, centerCarry: 215, semiMajor: 48, semiMinor: 14, angle: 75, confidence: 0.95 };
const wedge = { centerOffline: -2, centerCarry: 95, semiMajor: 9, semiMinor: 4, angle: 10, confidence: 0.95 };

describe('dispersion ellipses on the range chart', () => {
  it('sizes the chart to hold every point of every ellipse', () => {
    const range = chartRange([{ carry: 230, offline: 5 }], [threeWood, wedge]);
    for (const [offline, carry] of [...ellipsePoints(threeWood), ...ellipsePoints(wedge)]) {
      expect(Math.abs(offline)).toBeLessThanOrEqual(range.half);
      expect(carry).toBeLessThanOrEqual(range.depth);
      expect(carry).toBeGreaterThanOrEqual(range.lowCarry);
    }
  });

  it('gives the exact extent of a turned ellipse', () => {
    const flat = ellipseExtent({ ...threeWood, angle: 0 });
    expect(flat.halfOffline).toBeCloseTo(48);
    expect(flat.halfCarry).toBeCloseTo(14);
    const upright = ellipseExtent({ ...threeWood, angle: 90 });
    expect(upright.halfOffline).toBeCloseTo(14);
    expect(upright.halfCarry).toBeCloseTo(48);
    const points = ellipsePoints(threeWood, 720);
    const { halfCarry } = ellipseExtent(threeWood);
    expect(Math.max(...points.map((p) => p[1])) - threeWood.centerCarry).toBeCloseTo(halfCarry, 1);
  });
});
